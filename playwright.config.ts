import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium.ts'

const port = Number(process.env.TEST_PORT) || 4317

export default defineConfig({
  testDir: 'tests/browser',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list'], ['./tests/summaryReporter.ts', { label: 'browser' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: chromiumLaunchOptions,
    locale: 'en-US',
    // The pages as they load, without the offline worker, which registers 10 s after a page starts
    // and would then take over pages mid-test: tests/production/offline.spec.ts and the engines step test it.
    serviceWorkers: 'block',
  },
  // The production build, served as `npm start` serves it (the test command builds it first).
  webServer: {
    command: `node server/serve.ts`,
    env: { PORT: String(port) },
    url: `http://localhost:${port}/lv/`,
    reuseExistingServer: false,
  },
})
