// `npm test`: everything a change can break, in the order that fails fastest. Each step runs with
// the project's own Node (node_modules/.bin is first on PATH under npm).
import { spawnSync } from 'node:child_process'

const steps = [
  ['types', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit']],
  ['catalogs', 'node', ['scripts/checks/catalogs.ts']],
  ['build and prerender', 'node', ['scripts/build.mjs']],
  ['HTML validation (W3C Nu checker)', 'node', ['scripts/checks/html.ts']],
  ['size benchmark', 'node', ['scripts/checks/sizeBudget.ts']],
  ['browser tests', 'npx', ['playwright', 'test']],
  // The same site in Firefox and WebKit (the engine of every iPhone browser) beside Chromium, each
  // driven by its own client (README, "Every engine").
  ['every engine: Chromium, Firefox and WebKit', 'npx', ['playwright', 'test', '--config', 'playwright.engines.config.ts']],
  ['production servers (nginx and npm start): headers, every page, hostile requests, recovery', 'npx', ['playwright', 'test', '--config', 'playwright.production.config.ts']],
  ['Storybook build', 'npm', ['run', '--silent', 'build-storybook']],
  // The built Storybook as designers and Chromatic open it: every story's play function and axe in
  // seven languages, the docs pages, and every story's picture against its baseline (docs/storybook.md).
  ['built Storybook: stories in 7 languages, axe, docs, pictures', 'node', ['scripts/checks/storybookBuild.ts']],
]

const started = Date.now()
const results = []
for (const [name, command, args] of steps) {
  console.log(`\n▶ ${name}`)
  const stepStarted = Date.now()
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1)
  results.push({ name, passed: status === 0, seconds })
  if (status !== 0) break
}

console.log('\nSummary:')
for (const { name, passed, seconds } of results) console.log(`  ${passed ? '✓' : '✗'} ${name} (${seconds} s)`)
const passed = results.filter((result) => result.passed).length
const failed = results.length - passed
console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
