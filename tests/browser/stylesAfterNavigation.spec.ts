import type { Page } from '@playwright/test'
import { expect, pagePaths, test, waitForPageReady } from './site'

// A page's head inlines only the rules its own markup uses; the rest of the stylesheet, for that
// page, comes after the first paint (scripts/build/criticalCss.ts). A page reached without reloading is
// then styled by another page's two halves. It must look exactly as when it is opened directly:
// no rule missing, and no rule winning over another because the halves changed their order.

/**
 * Every element of the page's main region with its computed style. Left out: motion; the map
 * library's variables (its stylesheet stays once a page has shown the map); and the properties whose
 * value the browser reads from the layout of the moment (sizes, margins, offsets), which moves while
 * parts loaded at idle and the map arrive.
 */
function computedStyles(page: Page) {
  return page.locator('main').evaluate((main, ignored) =>
    [main, ...main.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element)
      const declarations = [...style].filter((property) => !ignored.test(property)).map((property) => `${property}: ${style.getPropertyValue(property)}`)
        // React's generated ids (url(#_r_2_)) count up per document.
        .map((declaration) => declaration.replace(/#_[rR]_\w+_/g, '#id'))
        // Custom properties are listed in the order the document met them, which differs by the way here.
        .toSorted()
      return { element: `${element.localName}.${[...element.classList].join('.')}`, style: declarations.join('; ') }
    }),
    /^(transition|animation|--ol-|(width|height|inline-size|block-size)$|margin|padding|inset|top$|right$|bottom$|left$|(transform|perspective)-origin$)/,
  )
}

/** The pages a visitor reaches by a link in the header or the footer, from any page. */
const linkedPaths = ['/', '/menu', '/about', '/blog', '/visit', '/privacy', '/terms']

test.use({ reducedMotion: 'reduce' })

type Styles = Awaited<ReturnType<typeof computedStyles>>

/**
 * Each linked page's styles when opened directly, taken once per worker: they do not depend on the
 * page the link is followed from (same width, clock and reduced motion in every test), so the eight
 * tests need not open the same seven pages eight times. Taken in the first test that needs them,
 * under its guards.
 */
const directStyles = new Map<string, Styles>()

async function openedDirectly(page: Page, path: string): Promise<Styles> {
  const known = directStyles.get(path)
  if (known) return known
  await page.goto(`/en${path}`)
  await waitForPageReady(page)
  const styles = await computedStyles(page)
  directStyles.set(path, styles)
  return styles
}

for (const from of pagePaths) {
  test(`pages reached by a link from /en${from} look as when opened directly`, async ({ page }) => {
    test.slow()
    for (const to of linkedPaths.filter((path) => path !== from)) {
      const direct = await openedDirectly(page, to)

      await page.goto(`/en${from}`)
      await waitForPageReady(page)
      // A mark on this document: still there after the click if the router drew the page, without a new load.
      await page.evaluate(() => Object.assign(window, { stylesTestDocument: true }))
      await page.locator(`a[href="/en${to}"]:visible`).first().click()
      await expect(page).toHaveURL(new RegExp(`/en${to === '/' ? '/' : to}$`))
      await waitForPageReady(page)
      expect(await page.evaluate(() => 'stylesTestDocument' in window), `${from} → ${to} without reloading`).toBe(true)
      // Parts loaded at idle (the menu's vegan switch) appear a moment after the page.
      // Parts loaded at idle arrive later on a busy machine: the browser is idle less often.
      await expect.poll(async () => elementsOf(await computedStyles(page)), { message: `${from} → ${to}: the same elements`, timeout: 20_000 }).toEqual(elementsOf(direct))
      const reached = await computedStyles(page)
      const differences = reached.flatMap(({ element, style }, index) => {
        const directStyle = direct[index]?.style ?? ''
        return style === directStyle ? [] : [`${element}: ${diff(style, directStyle)}`]
      })
      expect(differences, `${from} → ${to}`).toEqual([])
    }
  })
}

const elementsOf = (styles: { element: string }[]) => styles.map(({ element }) => element)

const valuesOf = (style: string) => new Map(style.split('; ').map((declaration) => declaration.split(/: (.*)/s) as [string, string]))

/** The declarations that differ, as `property: reached (directly: value)`. */
function diff(reached: string, direct: string): string {
  const [reachedValues, directValues] = [valuesOf(reached), valuesOf(direct)]
  return [...new Set([...reachedValues.keys(), ...directValues.keys()])]
    .filter((property) => reachedValues.get(property) !== directValues.get(property))
    .map((property) => `${property}: ${reachedValues.get(property) ?? '(none)'} (directly: ${directValues.get(property) ?? '(none)'})`)
    .join('; ')
}
