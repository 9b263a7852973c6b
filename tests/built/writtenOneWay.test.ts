import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { builtPages } from '../../scripts/site/pagesManifest.ts'
import { address } from '../../src/content/business'
import { languages } from '../../src/i18n/languages'
import { escapeRegExp, translation } from '../catalogText'

// Facts a visitor meets on many pages, checked in what the build wrote: every prerendered page and
// every llms.txt. Each is written one way, in each language.

const read = (file: string) => ({ file, text: readFileSync(join('dist', file), 'utf8') })

/** A language's pages, as the prerender listed them. */
const pagesOf = (language: string) =>
  builtPages()
    .filter((page) => page.language === language)
    .map(({ file }) => read(file))

/** Its pages and its llms.txt. */
const everythingOf = (language: string) => [...pagesOf(language), read(`${language}/llms.txt`)]

/** A page's markup without its scripts and styles (structured data, inlined CSS). */
const markupOf = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '')

for (const language of languages) {
  test(`${language}: the closed days read the same on every page and in llms.txt`, () => {
    const closed = translation(language, 'Closed')
    const pages = pagesOf(language)
    expect(pages.length, 'the build is in dist/ (npm run build)').toBeGreaterThan(8)
    // Each line of the hours is a row, days then times or "Closed" (the footer has them on every page).
    const closedRow = new RegExp(`<dt>([^<]+)</dt><dd[^>]*>${escapeRegExp(closed)}</dd>`, 'g')
    const rows = pages.flatMap(({ file, text }) => {
      const found = [...text.matchAll(closedRow)].map((match) => match[1]!)
      expect(found.length, `the closed days on ${file}`).toBeGreaterThan(0)
      return found
    })
    const days = [...new Set(rows)]
    expect(days, 'one way to write the closed days').toHaveLength(1)
    // Nowhere else in another form ("Sun–Mon: closed", "Mon, Sun").
    for (const { file, text } of pages) {
      const elsewhere = [...markupOf(text).matchAll(new RegExp(`>([^<]*${escapeRegExp(days[0]!)}[^<]*)<`, 'g'))].map((match) => match[1]).filter((found) => found !== days[0])
      expect(elsewhere, file).toEqual([])
    }
    const llms = readFileSync(`dist/${language}/llms.txt`, 'utf8')
    expect(llms.split('\n').filter((line) => line.includes(days[0]!))).toEqual([`- ${days[0]} ${closed}`])
  })
}

test('the address reads "street, Rīga, LV-1011" on every page and in every llms.txt', () => {
  const wrongOrder = `${address.postcode} ${address.city}`
  const oneLine = `${address.street}, ${address.city}, ${address.postcode}`
  for (const language of languages) {
    for (const { file, text } of everythingOf(language)) expect(text.includes(wrongOrder), `${wrongOrder} in ${file}`).toBe(false)
    expect(readFileSync(`dist/${language}/llms.txt`, 'utf8')).toContain(oneLine)
  }
})

test('ranges are written with the en dash, which the site’s fonts contain: no figure dash, no hyphen between numbers', () => {
  for (const language of languages) {
    for (const { file, text } of everythingOf(language)) {
      // U+2012, CLDR's Estonian range dash, is in none of the font files (src/design/fonts/).
      expect(text.includes('\u2012'), `a figure dash in ${file}`).toBe(false)
      const hyphenRanges = [...markupOf(text).matchAll(/>[^<]*?(\S*\d-\d\S*)[^<]*</g)].map((match) => match[1])
      expect(hyphenRanges, `a hyphen between numbers in the text of ${file}`).toEqual([])
    }
  }
})
