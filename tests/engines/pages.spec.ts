import { measureLayout } from '../browser/checks/layout'
import { pageOfEachKind } from '../builtPages'
import { waitForPageReady } from './enginePage'
import { expect, test } from './fixtures'

/** One page of every kind the build made, by its path after the language; the not-found pages last. */
const pageKinds = [
  ...pageOfEachKind.map(({ kind, path }) => [kind === 'post' ? 'blog post' : kind, path] as const),
  ['not-found page', '/no-such-page'],
  ['unknown blog post', '/blog/no-such-post'],
] as const

for (const [kind, path] of pageKinds) {
  test(`the ${kind} starts in Latvian and Russian, with no console error and no failed request, and fits a phone`, async ({ tab: page }) => {
    // The two languages whose words run longest, on the phone width most visitors have: the
    // Chromium sweep (tests/browser/everyPage.spec.ts) measures every language and width; this
    // says the other engines lay the pages out as well. WebKitGTK's MiniBrowser keeps its window
    // at least 447 px wide (its toolbar), so WebKit is measured at its narrowest.
    const phoneWidth = page.engine === 'webkit' ? 447 : 360
    await page.setViewport(phoneWidth, 780)
    for (const language of ['lv', 'ru']) {
      await page.goto(`/${language}${path}`)
      await waitForPageReady(page)
      const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, heading: document.querySelector('h1')?.textContent ?? '' }))
      expect(shown.lang).toBe(language)
      expect(shown.heading.length).toBeGreaterThan(0)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      expect(await page.evaluate(() => innerWidth), 'the width of the window the page is laid out in').toBe(phoneWidth)
      expect(await page.evaluate(measureLayout), `${page.engine}, /${language}${path} at ${phoneWidth} px`).toEqual([])
    }
  })
}
