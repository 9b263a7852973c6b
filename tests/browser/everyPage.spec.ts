import { readThrough } from '../pageReady'
import { axeScan, axeTags, violationLines } from '../axe'
import { siteData } from '../serverEntry'
import { foreignCatalogs } from './checks/catalogFiles'
import { layoutProblems } from './checks/layout'
import { layoutShiftOf, type LayoutShift } from './checks/layoutShift'
import { focusRingProblems, stateMarkerCount, stateMarkerProblems } from './checks/stateMarkers'
import { expect, languageButton, languageList, languages, pagePaths, phoneMenu, phoneMenuButton, siteOrigin as origin, test, translation, waitForPageReady, type Language, type Page } from './site'

// Every page of every language, opened once at a phone's width and once at a desk's, and read
// through to its end (so every island that wakes in view has), with every check a visitor's eye
// makes run on that one load: its head, the layout shift while it loads and while it is read, axe,
// reflow at 320, 360 and 390 px, and the contrast of what marks a state and of every focus ring, by
// day and at night; that its islands loaded their own language's catalog parts and no other (a
// missing message fails it through the console guard); and that only its own links are marked as
// the current page. The checks of one thing (the menu's tools, the map, the hours) are in that
// thing's spec.

/** What a lost visitor reads on each not-found page, and the way back it offers, in the page's language. */
const notFoundPages: Record<string, { heading: string; title?: string; wayBack: string; to: string }> = {
  '/no-such-page': { heading: '404 {Oops! Page not found}', title: '{404 — Page not found — Amigo Riga}', wayBack: 'Return to Home', to: '/' },
  '/blog/no-such-post': { heading: '{Post not found}', title: '{Post not found — Amigo Riga}', wayBack: 'Back to the blog', to: '/blog' },
}

const notFoundPaths = Object.keys(notFoundPages)
const themes = ['light', 'dark'] as const
/** Pages that always show state markers (the opening status, badges, discs, avatars) at any width. */
const pagesWithMarkers = new Set(['/', '/about', '/visit', '/blog'])

/** The pages of src/content/pages.ts by path: each one's title as a search result shows it, in English, and whether the header links it. */
const namedPages = new Map(siteData.pages.map((page) => [page.path, page]))

/** Nothing moves while a page loads and is read: the site's goal, and firstPaint.spec.ts's (decision 0069). */
function expectNoShift(shift: LayoutShift) {
  expect(shift.total, `layout shift while it loaded: ${shift.total.toFixed(4)}, ${shift.moved.join('; ')}`).toBe(0)
}

/** Opens a page as a first visitor would and reads it through, and returns what it downloaded, and its HTML. */
async function open(page: Page, address: string, status: number) {
  const loaded: string[] = []
  page.on('response', (response) => {
    if (response.ok()) loaded.push(new URL(response.url()).pathname)
  })
  const response = await page.goto(address)
  expect(response?.status(), address).toBe(status)
  await waitForPageReady(page)
  await readThrough(page)
  // Laid out as a visitor sees it: the fonts in, every opening-status box shown filled.
  await expect(page.locator('[data-opening-status=""]:visible')).toHaveCount(0)
  return { loaded, html: (await response?.text()) ?? '' }
}

/**
 * Switches theme and width on the loaded page, waits two frames for the browser to lay it out again,
 * then for the colour transitions the theme change started (buttons and links ease their colours):
 * axe measuring a button halfway between its day and night colours found a contrast failure that
 * no visitor sees.
 */
async function view(page: Page, colorScheme: (typeof themes)[number], width: number) {
  await page.emulateMedia({ colorScheme })
  await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
  const pending = await page.evaluate(async () => {
    const settled = (async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition)
      await Promise.all(transitions.map((transition) => transition.finished.catch(() => undefined)))
      return ''
    })()
    // Bounded: once in about twenty runs of the whole suite (2026-11-29, not reproduced alone in 42)
    // this never settled and the test hung until its timeout. What was still running is noted.
    const late = new Promise<string>((resolve) =>
      setTimeout(() => resolve(document.getAnimations().map((animation) => `${animation.constructor.name} ${animation.playState}`).join(', ') || 'no frame drawn'), 3000),
    )
    return Promise.race([settled, late])
  })
  if (pending) test.info().annotations.push({ type: 'view did not settle in 3 s', description: pending })
}

/**
 * axe by day runs every rule of the tags above. The night theme changes colours and which file a
 * picture shows (same element, same alt), not the document, so at night only the rules that read
 * colours run again: contrast, and links told apart from their text by colour. That halves the
 * second scan, the suite's longest single check (1.7–3.3 s a scan on the menu page), which also
 * reuses the axe the first scan put into the page.
 */
const colourRules = ['color-contrast', 'link-in-text-block']

async function axeProblems(page: Page, colorScheme: (typeof themes)[number]) {
  const { violations } = await (colorScheme === 'light' ? axeScan(page).withTags(axeTags) : axeScan(page, { again: true }).withRules(colourRules)).analyze()
  return violationLines(violations)
}

/** Every state marker, and the focus ring of every control shown, keeps 3:1 against its ground. */
async function expectMarkersAndRings(page: Page, path: string) {
  if (pagesWithMarkers.has(path)) expect(await stateMarkerCount(page), 'state markers found').toBeGreaterThan(0)
  // Polled: a marker may still be in its colour transition after the theme changed.
  await expect.poll(() => stateMarkerProblems(page)).toEqual([])
  const rings = await focusRingProblems(page)
  expect(rings.measured, 'focus rings measured').toBeGreaterThan(0)
  expect(rings.problems, 'focus rings').toEqual([])
}

/** `{message}` in a template, translated. */
const filled = (language: Language, template: string) => template.replace(/\{([^}]+)\}/g, (_, english: string) => translation(language, english))

/** The head a search engine and a chat preview read: language, title, canonical and alternates; on a not-found page, what it says. */
async function expectHead(page: Page, language: Language, path: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('h1')).toHaveCount(1)
  const notFound = notFoundPages[path]
  if (notFound) {
    await expect(page.locator('h1')).toHaveText(filled(language, notFound.heading))
    if (notFound.title) await expect(page).toHaveTitle(filled(language, notFound.title))
    await expect(page.getByRole('main').getByRole('link', { name: translation(language, notFound.wayBack) })).toHaveAttribute('href', `/${language}${notFound.to}`)
    return
  }
  const title = namedPages.get(path)?.title
  if (title) await expect(page).toHaveTitle(translation(language, title))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/${language}${path}`)
  for (const other of languages) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute('href', `${origin}/${other}${path}`)
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', /^[a-z]{2}_[A-Z]{2}$/)
}

/** On a phone the header's two panels open over the page: the language list, then the phone menu. */
async function expectPanelsFit(page: Page) {
  await languageButton(page).click()
  await expect(languageList(page)).toBeVisible()
  expect(await layoutProblems(page), 'with the language list open').toEqual([])
  await page.keyboard.press('Escape')
  await phoneMenuButton(page).click()
  await expect(phoneMenu(page)).toBeVisible()
  expect(await layoutProblems(page), 'with the phone menu open').toEqual([])
  await page.keyboard.press('Escape')
}

/**
 * Only the link to the page shown says it is the current page (screen readers announce
 * aria-current="page"; two "current pages" on one screen mislead): the page's own link in the
 * visible navigation, the header row or the open phone menu, and the logo on the home page only.
 */
async function expectCurrentPageMarked(page: Page, language: Language, path: string) {
  const shown = `/${language}${path}`.replace(/(.)\/$/, '$1')
  const hrefs = await page.locator('[aria-current="page"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  for (const href of hrefs) expect(href.replace(/(.)\/$/, '$1'), 'a link marked as the current page').toBe(shown)
  const inNavigation = namedPages.get(path)?.inNavigation ?? false
  await expect(page.locator('header nav:visible [aria-current="page"]'), 'the current page in the visible navigation').toHaveCount(inNavigation ? 1 : 0)
  await expect(page.locator(`header a[href="/${language}/"][aria-current="page"]:not(nav a)`), 'the logo as the current page').toHaveCount(path === '/' ? 1 : 0)
}

for (const language of languages) {
  test.describe(`${language}`, () => {
    // Two axe scans and seven layouts a test: minutes on a busy machine, seconds on a quiet one.
    test.describe.configure({ timeout: 180_000 })
    for (const path of [...pagePaths, ...notFoundPaths]) {
      const status = notFoundPaths.includes(path) ? 404 : 200

      test(`${path} on phones: no shift, axe, fits 390, 360 and 320 px, markers and focus rings keep 3:1, by day and at night, its own catalogs, the current page`, async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 })
        const { loaded } = await open(page, `/${language}${path}`, status)
        const shift = await layoutShiftOf(page)
        expectNoShift(shift)
        for (const colorScheme of themes) {
          await view(page, colorScheme, 390)
          expect(await axeProblems(page, colorScheme), `axe, ${colorScheme}`).toEqual([])
          for (const width of [390, 360, 320]) {
            await view(page, colorScheme, width)
            expect(await layoutProblems(page), `${colorScheme} at ${width} px`).toEqual([])
            await expectMarkersAndRings(page, path)
            if (path === '/' && colorScheme === 'light') await expectPanelsFit(page)
          }
        }
        expect(foreignCatalogs(loaded, language), 'catalogs other than this language’s parts').toEqual([])
        if (status === 200) {
          // Last, as it leaves the phone menu open.
          await phoneMenuButton(page).click()
          await expectCurrentPageMarked(page, language, path)
        }
      })

      test(`${path} on a wide screen: its head, no shift, axe by day, fits, markers and focus rings keep 3:1, by day and at night, its own catalogs, the current page`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 900 })
        const { loaded, html } = await open(page, `/${language}${path}`, status)
        const shift = await layoutShiftOf(page)
        expectNoShift(shift)
        await expectHead(page, language, path)
        // It draws with the fonts it preloads, one file per family, so its text changed font once (scripts/site/fontSubsets.ts).
        const preloadedFonts = [...html.matchAll(/<link rel="preload" href="([^"]+\.woff2)"/g)].map(([, href]) => href)
        expect(preloadedFonts, 'the fonts it preloads').toHaveLength(2)
        expect(loaded.filter((file) => file.endsWith('.woff2')).toSorted(), 'the fonts it loaded').toEqual(preloadedFonts.toSorted())
        for (const colorScheme of themes) {
          await view(page, colorScheme, 1280)
          // axe's colour rules at night run once per page and language, on the phone's width (above).
          if (colorScheme === 'light') expect(await axeProblems(page, colorScheme), 'axe, light').toEqual([])
          expect(await layoutProblems(page), colorScheme).toEqual([])
          await expectMarkersAndRings(page, path)
        }
        expect(foreignCatalogs(loaded, language), 'catalogs other than this language’s parts').toEqual([])
        if (status === 200) await expectCurrentPageMarked(page, language, path)
      })
    }
  })
}

