import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { fixedNow } from '../fixedClock'
import { languages, type Language } from '../../src/i18n/languages'

export { languages, type Language }

export { blogPostPath, pagePaths, siteOrigin } from '../builtPages'
export { escapeRegExp, translation } from '../catalogText'

/** What the guards saw during one test. */
interface Observed {
  /** Console errors (`text (at url)`) and uncaught exceptions (`Uncaught Name: message`). */
  consoleErrors: string[]
  /** URLs a page asked for off this machine; each was aborted. */
  outsideRequests: string[]
  /** Console errors this test expects, from `expectConsoleError`. */
  expected: RegExp[]
  /** Pages (documents, not their files) the server answered with 404. */
  notFoundPages: Set<string>
}

/** What Chromium logs for any response with status 404: a page's own is no error (see `guard`). */
const notFoundMessage = 'Failed to load resource: the server responded with a status of 404 (Not Found)'

/*
 * The opt-out, for a test that provokes a console error on purpose: a pattern per expected
 * message, matched against `text (at url)` or `Uncaught Name: message`. Each pattern must match at
 * least one error, so an expectation cannot outlive its reason; an error no pattern matches still
 * fails the test. Declare them for one test with the `expectConsoleError(pattern)` fixture, or for a
 * describe block or file with `test.use({ expectedConsoleErrors: [pattern, …] })`.
 */
interface GuardOptions {
  expectedConsoleErrors: RegExp[]
}

interface GuardFixtures {
  /** Automatic: fails the test after it ends if any page logged an unexpected console error or threw. */
  consoleErrors: string[]
  /** Automatic: fails the test after it ends if any page asked for a URL off this machine. */
  outsideRequests: string[]
  /** Declares a console error this test causes on purpose (see above). */
  expectConsoleError: (pattern: RegExp) => void
  _observed: Observed
}

/** Whether a page may load this URL: the test server, or data the page made itself. */
function staysOnThisMachine(url: string, baseURL: string) {
  const { protocol, origin } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || origin === new URL(baseURL).origin
}

/** The default tile server of the map setting (src/content/mapSettings.ts); tests build with it. */
const mapTileHost = /^https:\/\/tile\.openstreetmap\.org\//

/**
 * Watches one browser context, whose clock starts at the suite's fixed moment (tests/fixedClock.ts):
 * console errors and uncaught exceptions of all its pages are recorded; a request for anything but
 * the test server is recorded and aborted.
 *
 * One console error is not the site's: Chromium reports a page answered with 404 as one. Tests of
 * the not-found pages load them on purpose (and check the status), so that message is excused for
 * exactly the URLs of pages (main-frame documents) the server answered with 404. A 404 for a
 * script, style, picture or fetch is still an error.
 *
 * The visit map's tiles do not leave either: any page that shows the map gets the fixture picture
 * for every tile, so a test that merely passes by the visit page stays on this machine.
 *
 * The refusal is a `context.route` registered before the test body runs. Playwright asks the most
 * recently registered handler first, and `page.route` handlers before `context.route` ones, so a
 * test answers an outside host itself (to count or inspect the map's tiles, say) by registering its
 * own handler, which wins:
 *
 *   await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ path: 'tests/fixtures/tiles/tile.png' }))
 *
 * A request its handler passes on with `route.fallback()` reaches this one: a tile is answered with
 * the fixture, anything else fails the test.
 */
async function guard(context: BrowserContext, baseURL: string, observed: Observed) {
  // Every page starts at the suite's fixed moment; a test of time installs its own (page.clock).
  await context.clock.install({ time: fixedNow })
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const { url } = message.location()
    observed.consoleErrors.push(url ? `${message.text()} (at ${url})` : message.text())
  })
  context.on('response', (response) => {
    const request = response.request()
    if (response.status() === 404 && request.isNavigationRequest() && !request.frame().parentFrame()) observed.notFoundPages.add(response.url())
  })
  context.on('weberror', (webError) => {
    const error = webError.error()
    observed.consoleErrors.push(`Uncaught ${error.name}: ${error.message}`)
  })
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (staysOnThisMachine(url, baseURL)) return route.fallback()
    // Any page that scrolls the visit page's map into view gets its tiles from a local picture.
    if (mapTileHost.test(url)) return route.fulfill({ path: 'tests/fixtures/tiles/tile.png', contentType: 'image/png' })
    observed.outsideRequests.push(url)
    return route.abort('blockedbyclient')
  })
}

/**
 * The site's `test`: every spec file imports it from here, never from '@playwright/test'. In every
 * test, every page — of the `context` fixture and of any context the test opens with
 * `browser.newContext()` — is guarded (see `guard`); after the test, it fails if a page logged a
 * console error or threw (beyond `expectedConsoleErrors`), or asked for anything off this machine.
 * Prefer `test.use({ javaScriptEnabled: false, locale: … })` over opening contexts by hand.
 */
export const test = base.extend<GuardFixtures & GuardOptions>({
  expectedConsoleErrors: [[], { option: true }],

  _observed: async ({ browser, context, baseURL }, use) => {
    const observed: Observed = { consoleErrors: [], outsideRequests: [], expected: [], notFoundPages: new Set() }
    await guard(context, baseURL!, observed)
    // Contexts the test opens itself: guarded as they are created, before the test can use them.
    const pending: Promise<void>[] = []
    const guardNew = (created: BrowserContext) => {
      if (created !== context) pending.push(guard(created, baseURL!, observed).catch(() => {}))
    }
    browser.on('context', guardNew)
    await use(observed)
    browser.off('context', guardNew)
    await Promise.all(pending)
  },

  expectConsoleError: async ({ _observed }, use) => {
    await use((pattern) => void _observed.expected.push(pattern))
  },

  consoleErrors: [
    async ({ _observed, expectedConsoleErrors }, use) => {
      await use(_observed.consoleErrors)
      const notFoundPages = [..._observed.notFoundPages].map((url) => `${notFoundMessage} (at ${url})`)
      const errors = _observed.consoleErrors.filter((error) => !notFoundPages.includes(error))
      const expected = [...expectedConsoleErrors, ..._observed.expected]
      const unexpected = errors.filter((error) => !expected.some((pattern) => pattern.test(error)))
      const missing = expected.filter((pattern) => !errors.some((error) => pattern.test(error)))
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([])
      expect(missing.map(String), 'expected console errors that never came').toEqual([])
    },
    { auto: true },
  ],

  outsideRequests: [
    async ({ _observed }, use) => {
      await use(_observed.outsideRequests)
      expect(_observed.outsideRequests, 'requests that would have left this machine').toEqual([])
    },
    { auto: true },
  ],
})

export { expect, type Page }

/**
 * Waits until React has hydrated the page (TanStack removes its bootstrap state then) and the
 * deferred controls, whose code loads at idle, have arrived.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window))
  // Deferred code is asked for when the browser is first idle (src/components/deferred.tsx): on a busy
  // machine that can come after the network has been quiet for a while, so let an idle period pass.
  await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 2000 })))
  await page.waitForLoadState('networkidle')
}
