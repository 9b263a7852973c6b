import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'
import { picturesChromiumLaunchOptions } from '../chromium.ts'

// A port of its own (other servers of the project may run at the same time); the workers, started
// after this file is read, inherit it through the environment.
process.env.STORYBOOK_TEST_PORT ||= String(20_000 + Math.floor(Math.random() * 10_000))
const port = Number(process.env.STORYBOOK_TEST_PORT)

/**
 * The built Storybook (`npm run build-storybook`), served as static files and opened in Chromium as
 * designers, auditors and Chromatic open it: every story's play function and axe in all seven
 * languages, every docs page, and a picture of every story compared with its baseline.
 * docs/storybook.md says how to read a failure and how to update the pictures.
 */
export default defineConfig({
  testDir: '.',
  testMatch: 'storybook.spec.ts',
  fullyParallel: true,
  // One browser per worker, one page per worker reused story after story (a fresh context per
  // test would throw away the cache and parse the preview's bundle again). Two workers a core: each
  // waits for its preview about half the time (two workers on two cores kept the CPU 53 % busy; the
  // step took 295 s with two, 220 with three, 178 with four).
  workers: Number(process.env.STORYBOOK_TEST_WORKERS) || Math.min(2 * availableParallelism(), 4),
  forbidOnly: true,
  reporter: [
    ['list'],
    ['../summaryReporter.ts', { label: 'built Storybook', onFailure: 'Differences from the baselines, if any, are in test-results/storybook/ (see docs/storybook.md).' }],
    // `npm run test:visual:report`: a page for designers with, for each picture that changed, the
    // baseline, the new picture and their difference side by side (and a slider), opened at the end.
    ...(process.env.STORYBOOK_REPORT ? [['html', { outputFolder: '../../test-results/storybook-report', open: 'always' }] as const] : []),
  ],
  timeout: 120_000,
  outputDir: '../../test-results/storybook',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  expect: {
    toHaveScreenshot: {
      // A colour that changes anywhere the eye would see it fails; anti-aliasing noise does not.
      threshold: 0.02,
      maxDiffPixelRatio: 0.001,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://localhost:${port}`,
    // Nothing leaves this machine: every host name but localhost fails to resolve, so a story that
    // fetches from the internet fails here rather than in Chromatic.
    launchOptions: { ...picturesChromiumLaunchOptions, args: [...picturesChromiumLaunchOptions.args, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'] },
    locale: 'en-US',
    timezoneId: 'Europe/Riga',
  },
  webServer: {
    command: 'node tests/storybook/serve.mjs',
    cwd: '../..',
    env: { PORT: String(port), ...(process.env.STORYBOOK_DIR ? { STORYBOOK_DIR: process.env.STORYBOOK_DIR } : {}) },
    url: `http://localhost:${port}/index.json`,
    reuseExistingServer: false,
  },
})
