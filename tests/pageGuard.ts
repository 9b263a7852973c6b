import { test as base, expect, type BrowserContext } from '@playwright/test'
import { fixedNow } from './fixedClock'

/*
 * The guard every page of every runner is watched by, written once: after a test, it fails if a
 * page logged a console error or threw (beyond what the test expects), broke the security policy,
 * opened a dialog, or asked for anything off this machine. Playwright's runners (tests/browser,
 * tests/production) get it as fixtures from `guardedTest` below; the cross-engine runner drives
 * Firefox and WebKit through their own clients, so it records the same things its own way and
 * judges them with the same rules (`consoleProblems`, `mapTileHost`).
 */

/** The map's default tile server (src/content/mapSettings.ts): the one host off this machine a page may ask, answered with this picture. */
export const mapTileHost = 'tile.openstreetmap.org'
export const tileFixture = 'tests/fixtures/tiles/tile.png'

/**
 * What Chromium logs for any response with status 404. A page answered 404 is no error: tests of the
 * not-found pages load them on purpose and check the status. A 404 for a script, style, picture or
 * fetch still is.
 */
const notFoundMessage = 'Failed to load resource: the server responded with a status of 404 (Not Found)'

/**
 * The console errors a test did not expect, and the expected ones that never came. `errors` are
 * `text (at url)` or `Uncaught Name: message`; `notFoundPages` the URLs (or paths) of the documents
 * the server answered with 404, whose own 404 message is excused. Each expected pattern must match
 * at least one error, so an expectation cannot outlive its reason.
 */
export function consoleProblems(errors: string[], expected: RegExp[], notFoundPages: string[]) {
  const excused = (error: string) => error.startsWith(notFoundMessage) && notFoundPages.some((page) => error.includes(page))
  return {
    unexpected: errors.filter((error) => !excused(error) && !expected.some((pattern) => pattern.test(error))),
    missing: expected.filter((pattern) => !errors.some((error) => pattern.test(error))).map(String),
  }
}

/** Whether a page may load this URL without leaving the machine: a local server, or data the page made itself. */
function staysOnThisMachine(url: string) {
  const { protocol, hostname } = new URL(url)
  return protocol === 'data:' || protocol === 'blob:' || hostname === 'localhost' || hostname === '127.0.0.1'
}

/** What the guard saw during one test. */
export interface Observed {
  /** Console errors (`text (at url)`) and uncaught exceptions (`Uncaught Name: message`). */
  consoleErrors: string[]
  /** Content-Security-Policy violations, as `directive blocked what on page`. */
  violations: string[]
  /** Dialogs a page opened: a script run from markup would show as one. */
  dialogs: string[]
  /** URLs a page asked for off this machine; each was aborted. */
  outsideRequests: string[]
  /** Pages (documents, not their files) the server answered with 404. */
  notFoundPages: Set<string>
  /** Console errors this test expects, from `expectConsoleError`. */
  expected: RegExp[]
}

const violationPrefix = 'CSP violation: '

/** Runs in every page before its own scripts: each policy violation becomes a console error, caught even after the page is gone. */
function reportViolations(prefix: string) {
  document.addEventListener('securitypolicyviolation', (event) => {
    console.error(`${prefix}${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? ` (${event.sample})` : ''} on ${event.documentURI}`)
  })
}

/**
 * Watches one browser context, whose clock starts at the suite's fixed moment (tests/fixedClock.ts;
 * a test of time installs its own with page.clock).
 *
 * A request off this machine is a `context.route`, registered before the test body runs.
 * Playwright asks the most recently registered handler first, and `page.route` handlers before
 * `context.route` ones, so a test answers an outside host itself (to count the map's tiles, say) by
 * registering its own handler, which wins; what it passes on with `route.fallback()` comes here: a
 * tile is answered with the fixture picture (so a test that merely passes by the visit page stays
 * on this machine), anything else is aborted and fails the test.
 */
async function watch(context: BrowserContext, observed: Observed) {
  await context.clock.install({ time: fixedNow })
  await context.addInitScript(reportViolations, violationPrefix)
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const { url } = message.location()
    if (text.startsWith(violationPrefix)) observed.violations.push(text.slice(violationPrefix.length))
    else observed.consoleErrors.push(url ? `${text} (at ${url})` : text)
  })
  context.on('weberror', (webError) => observed.consoleErrors.push(`Uncaught ${webError.error().name}: ${webError.error().message}`))
  context.on('response', (response) => {
    const request = response.request()
    if (response.status() === 404 && request.isNavigationRequest() && !request.frame().parentFrame()) observed.notFoundPages.add(response.url())
  })
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      observed.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss().catch(() => {})
    }),
  )
  await context.route('**/*', (route) => {
    const url = route.request().url()
    if (staysOnThisMachine(url)) return route.fallback()
    if (new URL(url).hostname === mapTileHost) return route.fulfill({ path: tileFixture, contentType: 'image/png' })
    observed.outsideRequests.push(url)
    return route.abort('blockedbyclient')
  })
}

/**
 * What fails a test, by kind (only the kinds with something in them): the verdict the guard gives
 * after every test, and what tests/browser/guards.spec.ts asks of it.
 */
export function guardProblems(observed: Observed, expectedConsoleErrors: RegExp[] = []): Record<string, string[]> {
  const { unexpected, missing } = consoleProblems(observed.consoleErrors, [...expectedConsoleErrors, ...observed.expected], [...observed.notFoundPages])
  const problems = {
    'console errors and uncaught exceptions': unexpected,
    'expected console errors that never came': missing,
    'Content-Security-Policy violations': observed.violations,
    'dialogs opened (script run from markup)': observed.dialogs,
    'requests that would have left this machine': observed.outsideRequests,
  }
  return Object.fromEntries(Object.entries(problems).filter(([, found]) => found.length > 0))
}

interface GuardOptions {
  /**
   * Console errors a describe block or file causes on purpose (`test.use({ expectedConsoleErrors:
   * [pattern, …] })`): a pattern per message, matched against `text (at url)` or `Uncaught Name:
   * message`. An error no pattern matches still fails the test.
   */
  expectedConsoleErrors: RegExp[]
}

interface GuardFixtures {
  /** Declares a console error this test causes on purpose. */
  expectConsoleError: (pattern: RegExp) => void
  /** Automatic: everything the guard saw; the test fails after it ends if any of it is a problem. */
  guard: Observed
}

/**
 * `test` with the guard on every page: of the `context` fixture and of any context the test opens
 * with `browser.newContext()` or `browser.newPage()` (guarded before the test can use it). The runners'
 * own `test`s extend this one; spec files import theirs, never '@playwright/test'.
 */
export const guardedTest = base.extend<GuardFixtures & GuardOptions>({
  expectedConsoleErrors: [[], { option: true }],

  guard: [
    async ({ browser, context, expectedConsoleErrors }, use) => {
      const observed: Observed = { consoleErrors: [], violations: [], dialogs: [], outsideRequests: [], notFoundPages: new Set(), expected: [] }
      await watch(context, observed)
      // A context the test opens is watched before `newContext` returns it: watching it from the
      // browser's 'context' event left a moment in which its first page could reach the network.
      const { newContext, newPage } = browser
      browser.newContext = async (options) => {
        const created = await newContext.call(browser, options)
        await watch(created, observed)
        return created
      }
      browser.newPage = async (options) => {
        const created = await browser.newContext(options)
        const page = await created.newPage()
        page.on('close', () => void created.close().catch(() => {}))
        return page
      }
      try {
        await use(observed)
      } finally {
        Object.assign(browser, { newContext, newPage })
      }
      expect(guardProblems(observed, expectedConsoleErrors), 'what the guard saw').toEqual({})
    },
    { auto: true },
  ],

  expectConsoleError: async ({ guard }, use) => {
    await use((pattern) => void guard.expected.push(pattern))
  },
})
