import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.ts'

/**
 * The built site behind the real servers: nginx with the repository's configuration (deploy/) and
 * `npm start`'s server/serve.ts, both started by the global setup on loopback ports, after
 * `npm run build`. `npm test` runs it after the browser tests; alone:
 * `npm exec -- playwright test --config playwright.production.config.ts`.
 */
export default defineConfig({
  testDir: 'tests/production',
  testMatch: '*.spec.ts',
  globalSetup: './tests/production/globalSetup.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  timeout: 60_000,
  reporter: [['list'], ['./tests/summaryReporter.ts', { label: 'production' }]],
  use: {
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    // The offline worker only where it is tested (./tests/production/offline.spec.ts): elsewhere it
    // would take over pages mid-test, 10 s after they start.
    serviceWorkers: 'block',
  },
})
