import { test as base, expect } from '@playwright/test'
import type { Browser } from 'puppeteer-core'
import type { Client } from 'webdriver'
import { consoleProblems } from '../pageGuard'
import type { ColorScheme, Engine, EnginePage } from './enginePage'
import { OutsideWorld } from './outsideWorld'
import { launchPuppeteer, openPuppeteerPage } from './puppeteerEngine'
import { SiteServer } from './siteServer'
import { openWebKitPage, startWebKitDriver, startWebKitSession } from './webdriverEngine'

export { expect }

/** A running engine a worker opens its tabs in. */
type EngineHost = { kind: 'puppeteer'; browser: Browser } | { kind: 'webdriver'; client: Client }

interface WorkerFixtures {
  /** Which engine the project drives (set per project in playwright.engines.config.ts). */
  engine: Engine
  /** What the visitor's system reports as its language; a file may set an odd one ("C"). */
  systemLanguage: string
  /** Whether the visitor's system is set to light or dark; a file may set dark (the night theme). */
  systemColorScheme: ColorScheme
  outside: OutsideWorld
  outsideProxy: URL
  site: SiteServer
  engineHost: EngineHost
}

interface TestFixtures {
  /** The site on this test's own port (see SiteServer.listen), closed after the test. */
  listening: { origin: string; close(): void }
  /** The site's address for this test: `http://localhost:<port>`, a port no other test used. */
  origin: string
  /**
   * Takes the network away, as a basement without signal does: closes this test's server, so that
   * every request to the origin fails (connection refused) and only what the browser stored answers.
   */
  goOffline: () => void
  /** A fresh tab (its own storage) of the project's engine, guarded like every page of the site's tests. */
  tab: EnginePage
  /** Console errors this test causes on purpose: each must come, and no other may. */
  expectedConsoleErrors: RegExp[]
}

/**
 * The suite's `test`. Every test gets a guarded tab: after it, the test fails if a page logged a
 * console error or threw (beyond `expectedConsoleErrors`), if the site answered one of the pages'
 * files with an error (a page answered 404 is a not-found page, and fine), or if a page asked for
 * anything off this machine but map tiles (which the outside world answers with a fixture).
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  systemLanguage: ['en-US', { option: true, scope: 'worker' }],
  systemColorScheme: ['light', { option: true, scope: 'worker' }],
  expectedConsoleErrors: [[], { option: true }],

  outside: [
    // oxlint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use) => {
      const outside = new OutsideWorld()
      await use(outside)
      outside.close()
    },
    { scope: 'worker' },
  ],
  outsideProxy: [async ({ outside }, use) => use(await outside.listen()), { scope: 'worker' }],

  site: [
    // oxlint-disable-next-line no-empty-pattern -- as above
    async ({}, use) => {
      const site = new SiteServer()
      await use(site)
      site.close()
    },
    { scope: 'worker' },
  ],
  // A port of its own for each test (see SiteServer.listen).
  listening: async ({ site }, use) => {
    const listening = await site.listen()
    await use(listening)
    listening.close()
  },
  origin: async ({ listening }, use) => use(listening.origin),
  goOffline: async ({ listening }, use) => use(() => listening.close()),

  engineHost: [
    async ({ engine, outsideProxy, systemLanguage, systemColorScheme }, use) => {
      const options = { proxy: outsideProxy, language: systemLanguage, colorScheme: systemColorScheme }
      if (engine === 'webkit') {
        const driver = await startWebKitDriver(options)
        const client = await startWebKitSession(driver.port)
        await use({ kind: 'webdriver', client })
        await client.deleteSession()
        driver.stop()
      } else {
        const browser = await launchPuppeteer(engine, options)
        await use({ kind: 'puppeteer', browser })
        await browser.close()
      }
    },
    { scope: 'worker', timeout: 60_000 },
  ],

  tab: async ({ engine, engineHost, origin, site, outside, expectedConsoleErrors }, use) => {
    const [siteStart, outsideStart] = [site.requests.length, outside.requests.length]
    const page =
      engineHost.kind === 'webdriver' ? await openWebKitPage(engineHost.client, origin) : await openPuppeteerPage(engineHost.browser, engine as 'firefox' | 'chromium', origin)
    try {
      await use(page)
      const served = site.requests.slice(siteStart)
      const missingPages = served.filter(({ document, status }) => document && status === 404).map(({ path }) => path)
      const { unexpected, missing } = consoleProblems(await page.consoleErrors(), expectedConsoleErrors, missingPages)
      expect(unexpected, `${engine}: console errors and uncaught exceptions`).toEqual([])
      expect(missing, `${engine}: expected console errors that never came`).toEqual([])
      // Firefox asks for /favicon.ico by convention when a navigation is cut short; the pages name theirs.
      const failedFiles = served.filter(({ document, path, status }) => !document && status >= 400 && path !== '/favicon.ico').map(({ method, path, status }) => `${method} ${path} → ${status}`)
      expect(failedFiles, `${engine}: files of the pages that the site answered with an error`).toEqual([])
      const leaving = outside.requests.slice(outsideStart)
      expect(leaving.filter(({ url, referer }) => referer?.startsWith(origin) && !outside.isTile(url)).map(({ url }) => url), `${engine}: requests that would have left this machine`).toEqual([])
    } finally {
      await page.close()
    }
  },
})
