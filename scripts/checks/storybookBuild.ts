// The built Storybook (storybook-static/, from `npm run build-storybook`) as designers, accessibility
// auditors and Chromatic open it: served as static files and loaded in Chromium, every story's
// play function and axe in all seven languages, every docs page, the manager, and a picture of
// every story compared with its baseline in tests/storybook/baselines/. See docs/storybook.md.
//
// Extra arguments go to Playwright: `node scripts/checks/storybookBuild.ts -g controls-button`.
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

if (!existsSync('storybook-static/index.json')) {
  console.error('storybook-static/ is missing: run npm run build-storybook first')
  process.exit(1)
}
const { status } = spawnSync('npx', ['playwright', 'test', '-c', 'tests/storybook/playwright.config.ts', ...process.argv.slice(2)], { stdio: 'inherit' })
process.exit(status ?? 1)
