// `npm run chromatic`: publishes Storybook to Chromatic when the project token is set.
import { spawnSync } from 'node:child_process'

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error('CHROMATIC_PROJECT_TOKEN is not set: ask the team for the Chromatic project token, then run\n  CHROMATIC_PROJECT_TOKEN=… npm run chromatic')
  process.exit(1)
}
const { status } = spawnSync('npx', ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes'], { stdio: 'inherit' })
process.exit(status ?? 1)
