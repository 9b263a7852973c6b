// `npm test`: everything a change can break, in the order that fails fastest. Each step is an npm
// script, so that package.json alone names the files, and runs with the project's own Node
// (node_modules/.bin is first on PATH under npm).
import { spawn } from 'node:child_process'

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

/**
 * The steps, in groups run one after another; the steps of a group run side by side, sharing the
 * two cores. The build goes beside the checks of the sources: alone it kept the CPU 57 % busy (the
 * share images and the prerender run on one core), and the two took 51 s together against 58 apart.
 */
const groups: Step[][] = [
  [
    { label: 'types', script: 'typecheck' },
    { label: 'lint', script: 'lint' },
    { label: 'catalogs', script: 'i18n:check' },
    { label: 'unit tests', script: 'test:unit' },
    // Storybook builds from the sources alone; its test runs last.
    { label: 'Storybook build', script: 'build-storybook' },
    { label: 'build and prerender', script: 'build' },
  ],
  // What the build wrote, read as files: no browser is needed for any of them.
  [
    { label: 'built files: search tags, sitemap, share images, llms.txt, page text', script: 'test:built' },
    { label: 'HTML validation (W3C Nu checker)', script: 'check:html' },
    { label: 'size benchmark', script: 'size' },
  ],
  [{ label: 'browser tests', script: 'test:browser' }],
  // The same site in Firefox and WebKit (the engine of every iPhone browser) beside Chromium, each
  // driven by its own client (docs/testing.md, "Every engine"); beside them the production servers, whose
  // tests mostly wait on sockets and server starts.
  [
    { label: 'every engine: Chromium, Firefox and WebKit', script: 'test:engines' },
    { label: 'production servers (nginx and npm start): headers, every page, hostile requests, recovery', script: 'test:production' },
  ],
  // The built Storybook as designers and Chromatic open it: every story's play function and axe in
  // Latvian and the pseudo-locale, its pictures in English by day and at night, the docs pages
  // (docs/storybook.md).
  [{ label: 'built Storybook: stories in Latvian and the pseudo-locale, axe, docs, pictures', script: 'test:storybook' }],
]

/** Runs one step; its output is printed as it comes, or, beside others, in one piece when it ends. */
function run({ label, script }: Step, besideOthers: boolean): Promise<StepResult> {
  const stepStarted = Date.now()
  if (!besideOthers) console.log(`\n▶ ${label}`)
  const child = spawn('npm', ['run', '--silent', script], { stdio: besideOthers ? ['ignore', 'pipe', 'pipe'] : 'inherit' })
  const output: Buffer[] = []
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk))
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (besideOthers) process.stdout.write(`\n▶ ${label}\n${Buffer.concat(output).toString()}`)
      resolve({ label, passed: status === 0, seconds: ((Date.now() - stepStarted) / 1000).toFixed(1) })
    })
  })
}

const started = Date.now()
const results: StepResult[] = []
for (const group of groups) {
  results.push(...(await Promise.all(group.map((step) => run(step, group.length > 1)))))
  if (!results.every((result) => result.passed)) break
}

console.log('\nSummary:')
for (const { label, passed, seconds } of results) console.log(`  ${passed ? '✓' : '✗'} ${label} (${seconds} s)`)
const passed = results.filter((result) => result.passed).length
const failed = results.length - passed
console.log(`Total ${((Date.now() - started) / 1000).toFixed(0)} s`)
console.log(`steps: ${passed} passed, ${failed} failed`)
process.exit(failed ? 1 : 0)
