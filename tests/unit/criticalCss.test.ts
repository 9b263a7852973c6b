import { describe, expect, it } from 'vitest'
import { criticalCss, remainingCss, requiredClasses } from '../../scripts/build/criticalCss.ts'

const page = '<html><body><header class="header open"><a class="link">Menu</a></header></body></html>'

describe('the styles a page inlines', () => {
  it('keeps rules whose classes are all on the page, and drops the others', () => {
    const css = '.header{color:red}.dialog{color:blue}.header .link{margin:0}.header .missing{margin:1px}'
    expect(criticalCss(css, page)).toBe('.header{color:red}.header .link{margin:0}')
  })

  it('keeps the used selectors of a list', () => {
    expect(criticalCss('.dialog,.link{color:red}', page)).toBe('.link{color:red}')
  })

  it('keeps what has no class: custom properties, elements, fonts and keyframes', () => {
    const css = ':root{--brand:#14213d}body{margin:0}@font-face{font-family:Rubik;src:url(r.woff2)}@keyframes spin{from{opacity:0}to{opacity:1}}'
    expect(criticalCss(css, page)).toBe(css)
  })

  it('drops an at-rule left empty, and keeps one with a used rule', () => {
    expect(criticalCss('@media (min-width:40em){.dialog{color:red}}@media (min-width:60em){.link{color:red}}', page)).toBe(
      '@media (min-width:60em){.link{color:red}}',
    )
  })

  it('never drops a rule for a class it requires to be absent or only looks inside', () => {
    const css = '.link:not(.current){color:red}.header:has(.dialog){color:blue}'
    expect(criticalCss(css, page)).toBe(css)
  })
})

describe('the rest of the stylesheet, loaded after the first paint', () => {
  const css =
    ':root{--brand:#14213d}body{margin:0}@font-face{font-family:Rubik;src:url(r.woff2)}@keyframes spin{from{opacity:0}to{opacity:1}}' +
    '.header{color:red}.dialog,.link{color:blue}@media (min-width:40em){.dialog{margin:0}.link{margin:1px}}.link:not(.current){color:red}'

  it('holds exactly the selectors the inlined part left out, in the stylesheet\'s order', () => {
    expect(remainingCss(css, page)).toBe('.dialog{color:blue}@media (min-width:40em){.dialog{margin:0}}')
  })

  it('never repeats a rule the page matches, so adding it restyles nothing that is there', () => {
    const inlined = criticalCss(css, page)
    for (const selector of ['.header', '.link', ':root', 'body', '@font-face', '@keyframes']) {
      expect(inlined).toContain(selector)
      expect(remainingCss(css, page)).not.toContain(selector)
    }
  })

  it('is the whole stylesheet for a page without classes, less what every page inlines', () => {
    expect(remainingCss(css, '<p>Hola</p>')).toBe('.header{color:red}.dialog,.link{color:blue}@media (min-width:40em){.dialog{margin:0}.link{margin:1px}}.link:not(.current){color:red}')
  })
})

it.each([
  ['.a .b:hover', ['a', 'b']],
  ['.a:not(.b)', ['a']],
  ['[data-open] .a', ['a']],
  ['.a:is(.b, .c) > .d', ['a', 'd']],
  ['a:focus-visible', []],
])('%s needs the classes %j', (selector, classes) => expect(requiredClasses(selector)).toEqual(classes))
