// `npm test`: everything a change can break, in the order that fails fastest. Each step is an npm
// script, so that package.json alone names the files, and runs with the project's own Node
// (node_modules/.bin is first on PATH under npm).
import { spawnSync } from 'node:child_process'

interface Step {
  label: string
  /** The npm script that runs it. */
  script: string
}

interface StepResult {
  label: string
  passed: boolean
  seconds: string
}

const steps: Step[] = [
  { label: 'types', script: 'typecheck' },
  { label: 'lint', script: 'lint' },
  { label: 'unit tests', script: 'test:unit' },
  { label: 'catalogs', script: 'i18n:check' },
  { label: 'build and prerender', script: 'build' },
  { label: 'HTML validation (W3C Nu checker)', script: 'check:html' },
  { label: 'size benchmark', script: 'size' },
  { label: 'browser tests', script: 'test:browser' },
  // The same site in Firefox and WebKit (the engine of every iPhone browser) beside Chromium, each
  // driven by its own client (README, "Every engine").
  { label: 'every engine: Chromium, Firefox and WebKit', script: 'test:engines' },
  { label: 'production servers (nginx and npm start): headers, every page, hostile requests, recovery', script: 'test:production' },
  { label: 'Storybook build', script: 'build-storybook' },
  // The built Storybook as designers and Chromatic open it: every story's play function and axe in
  // seven languages, the docs pages, and every story's picture against its baseline (docs/storybook.md).
  { label: 'built Storybook: stories in 7 languages, axe, docs, pictures', script: 'test:storybook' },
]

const started = Date.now()
const results: StepResult[] = []
for (const { label, script } of steps) {
  console.log(`\n▶ ${label}`)
  const stepStarted = Date.now()
  const { status } = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' })
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1)
  results.push({ label, passed: status === 0, seconds })
  if (status !== 0) break
}

console.log('\nSummary:')
for (const { label, passed, seconds } of results) console.log(`  ${passed ? '✓' : '✗'} ${label} (${seconds} s)`)
const passed = results.filter((result) => result.passed).length
const failed = results.length - passed
console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
