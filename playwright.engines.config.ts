import { defineConfig } from '@playwright/test'
import type { Engine } from './tests/engines/enginePage'

/**
 * The site in every engine a visitor uses: Chromium, Firefox (Debian's firefox-esr, through
 * Puppeteer over WebDriver BiDi) and WebKit, the engine of every iPhone browser (Debian's WebKitGTK,
 * through WebDriver), against the built site served by the production server. Playwright runs the
 * tests; the engines are driven by their own clients, since Playwright's builds of Firefox and
 * WebKit cannot be installed here (README, "Every engine"). `npm test` runs it after the
 * build; alone: `npm run test:engines`.
 */
const engineProject = (engine: Engine) => ({ name: engine, use: { engine } })

export default defineConfig({
  testDir: 'tests/engines',
  // `npm run screenshots:engines` runs the views to compare by eye instead of the tests.
  testMatch: process.env.ENGINE_SCREENSHOTS ? '*.shot.ts' : '*.spec.ts',
  globalSetup: './tests/engines/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list'], ['./tests/summaryReporter.ts', { label: 'engines' }]],
  projects: [engineProject('chromium'), engineProject('firefox'), engineProject('webkit')],
})
