// `npm run bench:lighthouse`: built pages beside the same pages with every script removed (the
// physical limit for our content), and beside any other build named with --compare, measured in
// turns within each round, in an order that rotates, so that load on the machine weighs on all alike.
// For each page and variant: a page view as the browser itself counts it (./pageView.ts), a tap on
// each control while the page loads (./taps.ts), and Lighthouse's score and total blocking time.
// Writes bench/lighthouse.md (committed, as a record). A benchmark, not a test: not in `npm test`.
//
//   npm run bench:lighthouse [-- dir] [--runs 7] [--pages lv/menu,ru/] [--compare name=dir]…
import { spawn, spawnSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { connect } from 'puppeteer-core'
import { languages } from '../../src/i18n/languages.ts'
import { compress } from '../site/compress.ts'
import { storedBytes } from '../site/offlineWorker.ts'
import { builtPages } from '../site/pagesManifest.ts'
import { measurePageView, watchAfterLoadMs, type PageView } from './pageView.ts'
import { measureTap, taps } from './taps.ts'

/** A choice, not the site's page list: the five pages measured unless `--pages` names others. */
const defaultPages = ['lv/menu', 'ru/menu', 'ru/', 'en/visit', 'fi/about']
const noScript = 'no script'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
/** What the site must hold beside the page without scripts (docs/architecture.md, "Islands"). */
const goals = { blockingMs: 50, paintRatio: 1.05, cls: 0, jsKb: 80, jsBeforePaintKb: 0, tapMs: 100 }
/**
 * Lighthouse's CPU slowdown, pinned for this kind of machine: its calculator (Lighthouse's docs/throttling.md)
 * gives about 3.4× at a benchmark index of 1,400 and 4× at 1,533, and the machines we run on measure
 * about 1,300–1,400. Not recomputed per run: its maintainers call the index too noisy for that.
 */
const cpuSlowdown = 3.4

type Numbers = Record<string, number>
type Measured = { round: number; loadAverage: number } & ({ values: Numbers } | { error: string })

// The servers, the browser and the copy without scripts go when the process does, however it ends.
const cleanups: (() => void)[] = []
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

/** The page without anything that runs code; data blocks (JSON-LD, islands' props) stay. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => (/type="(application\/ld\+json|application\/json)"/.test(attributes) ? element : ''))
    .replace(/<link rel="modulepreload"[^>]*>/gi, '')
}

async function copyWithoutScripts(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-no-script-'))
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }))
  await cp(dir, copy, { recursive: true })
  for (const { file } of builtPages(copy)) {
    const path = join(copy, file)
    await writeFile(path, withoutScripts(await readFile(path, 'utf8')))
  }
  await compress(copy)
  return copy
}

/** `npm start`'s server for `root`, in a child process so that serving never competes with this one's event loop. */
function startServer(root: string): Promise<string> {
  const program = `import { createSiteServer } from ${JSON.stringify(pathToFileURL(resolve('server/serve.ts')).href)}
    const server = createSiteServer({ root: process.env.SITE_ROOT }); server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], { env: { ...process.env, SITE_ROOT: root }, stdio: ['ignore', 'pipe', 'inherit'] })
  cleanups.push(() => child.kill())
  return new Promise((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`the server for ${root} ended (exit code ${code})`)))
    child.stdout.once('data', (data: Buffer) => resolvePort(`http://127.0.0.1:${Number.parseInt(String(data), 10)}`))
  })
}

async function lighthouseRun(url: string, port: number): Promise<Numbers> {
  const lhr = (await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', throttling: { cpuSlowdownMultiplier: cpuSlowdown } }))?.lhr
  if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse gave no result')
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown) throw new Error(`Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not ${cpuSlowdown}×`)
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The median over the rounds, and the lowest and highest run: the spread the decisions are read within. */
function spreadOf(runs: Measured[], metric: string): { median: number; min: number; max: number } | undefined {
  const values = runs.flatMap((run) => ('values' in run && run.values[metric] !== undefined ? [run.values[metric]] : [])).toSorted((a, b) => a - b)
  if (!values.length) return undefined
  const middle = Math.floor(values.length / 2)
  const median = values.length % 2 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2
  return { median, min: values[0] ?? 0, max: values.at(-1) ?? 0 }
}

const ms = (value: number) => String(Math.round(value))
const kb = (value: number) => value.toFixed(1)
const withRange = (spread: ReturnType<typeof spreadOf>, format: (value: number) => string) => (spread ? `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})` : '–')
const marked = (text: string, missed: boolean) => (missed ? `${text} ✗` : text)

function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '7' }, pages: { type: 'string' }, compare: { type: 'string', multiple: true, default: [] } },
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not ${values.runs}`)
  const compared = values.compare.map((pair) => {
    const [name = '', dir = ''] = pair.split('=')
    if (!name || !dir) throw new Error(`--compare wants name=dir, not ${pair}`)
    return [name, resolve(dir)] as const
  })
  const pages = values.pages ? values.pages.split(',').map((page) => page.trim().replace(/^\//, '')) : defaultPages
  return { dir: resolve(positionals[0] ?? 'dist'), runs, pages, compared }
}

const { dir, runs, pages, compared } = options()
const built = new Set(builtPages(dir).map(({ file }) => file))
for (const page of pages) if (!built.has(join(page, 'index.html'))) throw new Error(`no page ${page} in ${dir}: build first (npm run build)`)
const dirs = new Map<string, string>([['site', dir], ...compared, [noScript, await copyWithoutScripts(dir)]])
const variants = [...dirs.keys()]
const origins = new Map(await Promise.all(variants.map(async (variant) => [variant, await startServer(dirs.get(variant) ?? '')] as const)))
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags, handleSIGINT: false })
cleanups.push(() => chrome.kill())
const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
const chromium = await browser.version()
const git = spawnSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).stdout.trim()
const tapsOf = (page: string) => taps.filter((tap) => !tap.pages || tap.pages.test(`/${page.replace(/\/$/, '')}`))

/** Every measure, by `page variant`, `page variant lighthouse` and `page variant tap`. */
const results = new Map<string, Measured[]>()
const note = (key: string, record: Measured) => results.set(key, [...(results.get(key) ?? []), record])
/** Runs one measure; a failure (Lighthouse asks for another run now and then) is tried once more, then recorded. */
async function measure(key: string, round: number, run: () => Promise<Numbers>) {
  const loadAverage = loadavg()[0] ?? 0
  const record: Measured = await run()
    .catch(run)
    .then((values) => ({ round, loadAverage, values }), (error: unknown) => ({ round, loadAverage, error: String(error) }))
  note(key, record)
  console.log(`round ${round}  load ${loadAverage.toFixed(1)}  ${key.padEnd(36)} ${'values' in record ? Object.entries(record.values).map(([name, value]) => `${name} ${Math.round(value * 10) / 10}`).join('  ') : `FAILED: ${record.error}`}`)
}

for (let round = 1; round <= runs; round++) {
  for (const page of pages) {
    // Each round starts with another variant, so that none is always measured first.
    for (const variant of variants.map((_, index) => variants[(index + round) % variants.length] ?? '')) {
      const url = `${origins.get(variant)}/${page}`
      await measure(`${page} ${variant}`, round, async () => ({ ...(await measurePageView(browser, url, dirs.get(variant) ?? '')) }) as unknown as Numbers)
      await measure(`${page} ${variant} lighthouse`, round, () => lighthouseRun(url, chrome.port))
      for (const tap of tapsOf(page).filter((each) => variant !== noScript || !each.needsScript)) await measure(`${page} ${variant} ${tap.name}`, round, async () => ({ ...(await measureTap(browser, url, tap)) }))
    }
  }
}
await browser.disconnect()

const of = (key: string, metric: string) => spreadOf(results.get(key) ?? [], metric)
const viewRows = pages.flatMap((page) =>
  variants.map((variant) => {
    const key = `${page} ${variant}`
    const metric = (name: keyof PageView) => of(key, name)
    const base = (name: keyof PageView) => of(`${page} ${noScript}`, name)?.median ?? Number.NaN
    const isSite = variant !== noScript
    const blocking = metric('blockingMs')
    // Judged unrounded: 1.054 is over 1.05, though written 1.05.
    const ratioOf = (name: 'fcpMs' | 'lcpMs') => (metric(name)?.median ?? Number.NaN) / base(name)
    const ratio = (name: 'fcpMs' | 'lcpMs') => ratioOf(name).toFixed(3)
    return [
      page,
      variant,
      marked(withRange(blocking, ms), isSite && (blocking?.median ?? Infinity) - base('blockingMs') > goals.blockingMs),
      withRange(metric('longestTaskMs'), ms),
      withRange(metric('fcpMs'), ms),
      marked(ratio('fcpMs'), isSite && ratioOf('fcpMs') > goals.paintRatio),
      withRange(metric('lcpMs'), ms),
      marked(ratio('lcpMs'), isSite && ratioOf('lcpMs') > goals.paintRatio),
      marked((metric('cls')?.max ?? Number.NaN).toFixed(3), (metric('cls')?.max ?? 0) > goals.cls),
      marked(kb(metric('jsKb')?.max ?? Number.NaN), (metric('jsKb')?.max ?? 0) > goals.jsKb),
      marked(kb(metric('jsBeforePaintKb')?.max ?? Number.NaN), (metric('jsBeforePaintKb')?.max ?? 0) > goals.jsBeforePaintKb),
    ]
  }),
)
const tapRows = pages.flatMap((page) =>
  tapsOf(page).flatMap((tap) =>
    variants.map((variant) => {
      const spread = of(`${page} ${variant} ${tap.name}`, 'ms')
      return [page, tap.name, variant, marked(withRange(spread, ms), variant !== noScript && (spread?.median ?? Infinity) > goals.tapMs), withRange(of(`${page} ${variant} ${tap.name}`, 'taps'), ms)]
    }),
  ),
)
const lighthouseRows = pages.flatMap((page) => variants.map((variant) => [page, variant, withRange(of(`${page} ${variant} lighthouse`, 'score'), ms), withRange(of(`${page} ${variant} lighthouse`, 'tbt'), ms)]))
const all = [...results.values()].flat()
const failures = [...results].flatMap(([key, records]) => records.flatMap((record) => ('error' in record ? [`${key}, round ${record.round}: ${record.error}`] : [])))
const loads = all.map((run) => run.loadAverage)
const index = spreadOf([...results].filter(([key]) => key.endsWith(' lighthouse')).flatMap(([, records]) => records), 'benchmarkIndex')
const offline = await Promise.all(languages.map(async (language) => `${language} ${Math.round((await storedBytes(language, dir)) / 1024)} KB`))

await mkdir('bench', { recursive: true })
await writeFile(
  'bench/lighthouse.md',
  `# The pages beside themselves without scripts

${new Date().toISOString()} · ${chromium} · commit ${git} · ${runs} rounds · variants: ${variants.join(', ')}

Machine: load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs. Lighthouse's benchmark index
of its CPU ${withRange(index, ms)}, median (lowest–highest run); Lighthouse ran at a CPU slowdown of ${cpuSlowdown}×, pinned
for this machine (its calculator: about 3.4× at an index of 1,400, 4× at 1,533).

**Page views** (the decision): a 390 px phone (iPhone 13), CPU slowed 4× and Puppeteer's slow 4G, in a bare DevTools tab
(no Runtime domain, whose source positions no visitor pays: scripts/bench/pageView.ts), as the browser itself counts it
from navigation until ${watchAfterLoadMs / 1000} s after load, touching nothing. Blocking: the time past 50 ms of each
long task. JS: transferred, as its gzip bytes; before paint: what had arrived by the first contentful paint. Each cell: the
median over the rounds, then the lowest and highest run; CLS and JS: the highest run. ×: against the page without scripts.
✗: blocking more than ${goals.blockingMs} ms over the page without scripts; FCP or LCP over ${goals.paintRatio}× it; CLS over ${goals.cls}; JS over
${goals.jsKb} KB, or any before the first paint.

${markdownTable(['page', 'variant', 'blocking ms', 'longest task ms', 'FCP ms', 'FCP ×', 'LCP ms', 'LCP ×', 'CLS', 'JS KB', 'JS before paint KB'], viewRows)}

**Taps while the page loads**, on the same phone: the control tapped the moment the page is first painted and the control is
there; ms from the tap to the first frame that shows the answer, or that it is under way (the menu open, the filter applied,
the picture's dialog open, the download button busy); taps: how many it took, one a second. ✗: over ${goals.tapMs} ms.

${markdownTable(['page', 'tap', 'variant', 'ms', 'taps'], tapRows)}

**Lighthouse** (mobile, simulated slow 4G, CPU ${cpuSlowdown}×), performance only, reported beside the figures above, not decided by.

${markdownTable(['page', 'variant', 'score', 'TBT ms'], lighthouseRows)}

**Stored for a later visit without network** (the offline worker's copy, made in the background 10 s after a page has loaded,
so outside the page views above): ${offline.join(', ')}, compacted as the device stores it.
${failures.length ? `\nFailed runs:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}`,
)
console.log('\nWrote bench/lighthouse.md.')
process.exit(failures.length ? 1 : 0)
