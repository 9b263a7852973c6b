import { defineConfig } from '@playwright/test'
import type { Engine } from './tests/engines/enginePage'

/**
 * The site in every engine a visitor uses: Chromium, Firefox (Debian's firefox-esr, through
 * Puppeteer over WebDriver BiDi) and WebKit, the engine of every iPhone browser (Debian's WebKitGTK,
 * through WebDriver), against the built site served by the production server. Playwright runs the
 * tests; the engines are driven by their own clients, since Playwright's builds of Firefox and
 * WebKit cannot be installed here (docs/testing.md, "Every engine"). `npm test` runs it after the
 * build; alone: `npm run test:engines`.
 */
// `npm run screenshots:engines` runs the views to compare by eye instead of the tests.
const screenshots = Boolean(process.env.ENGINE_SCREENSHOTS)
const engineProject = (engine: Engine) => ({ name: engine, use: { engine } })

export default defineConfig({
  testDir: 'tests/engines',
  testMatch: screenshots ? '*.shot.ts' : '*.spec.ts',
  globalSetup: './tests/engines/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/summaryReporter.ts', { label: 'engines' }]],
  projects: [
    // The browser step checks every page, control, entry and the night theme in Chromium more deeply
    // (tests/browser/): here Chromium only takes the screenshots to compare by eye.
    ...(screenshots ? [engineProject('chromium')] : []),
    engineProject('firefox'),
    // WebKitGTK's session can die under a test ("invalid session id" on the next command: the
    // browser is gone): once in nine runs of the whole suite (2026-11-27), in the offline test, after
    // its first page loaded. A retry starts a new worker and with it a new browser; the summary
    // names every test that passed only on its retry.
    { ...engineProject('webkit'), retries: 1 },
  ],
})
