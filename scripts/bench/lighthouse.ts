// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G, performance only) and the first
// tap during start-up (./firstTap.ts) on built pages, each in variants served side by side: the site
// as built, any other build named with --compare, and the site with every script removed (the limit
// for our content).
// Variants are measured in turns within each round, in an order that rotates, so that load on the
// machine weighs on all alike. Writes bench/lighthouse.md (committed, as a record) and
// bench/lighthouse.json (every run). A benchmark, not a test: not part of `npm test`.
//
//   npm run bench:lighthouse [-- dir] [--runs 5] [--pages lv/menu,ru/] [--compare name=dir]…
//
// dir is the built site (dist/ by default); --compare adds another build (say, main's) as a variant.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { connect } from 'puppeteer-core'
import { compress } from '../site/compress.ts'
import { firstTap, menuButtonAt } from './firstTap.ts'

interface Run {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Transferred bytes: everything, and scripts. */
  kb: number
  jsKb: number
  /** From the tap at the first paint to the navigation shown, and the taps it took. */
  tapMs: number
  taps: number
  /** Lighthouse's measure of the machine's speed during the run (lower is busier). */
  benchmarkIndex: number
  layoutShifts: string[]
}

type Metric = Exclude<keyof Run, 'layoutShifts'>
type Record_ = { round: number; loadAverage: number } & (Run | { error: string })

const defaultPages = ['lv/menu', 'ru/', 'en/visit', 'fi/about']
const noScript = 'no script'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const goals = { score: 100, lowestScore: 98, ratio: 1.15, cls: 0, tapMs: 100 }

const cleanups: (() => void)[] = []
const cleanUp = () => {
  while (cleanups.length) cleanups.pop()?.()
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))
function temporary(dir: string): string {
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

/** The page without anything that runs code; data blocks (JSON-LD) stay. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => (/type="(application\/ld\+json|application\/json)"/.test(attributes) ? element : ''))
    .replace(/<link rel="modulepreload"[^>]*>/gi, '')
}

async function copyWithoutScripts(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-no-script-'))
  await cp(dir, copy, { recursive: true })
  const files = (await readdir(copy, { recursive: true, withFileTypes: true })).filter((file) => file.isFile() && file.name.endsWith('.html'))
  for (const file of files) {
    const path = join(file.parentPath, file.name)
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

/** An audit's number, and its details in the shape that audit writes them (Lighthouse types them loosely). */
function audit<Details = undefined>(lhr: Result, id: string): { numericValue?: number | undefined; details?: Details } {
  const value = lhr.audits[id]
  if (!value) throw new Error(`Lighthouse's result has no ${id} audit`)
  return value as { numericValue?: number; details?: Details }
}

async function lighthouseRun(url: string, port: number): Promise<Omit<Run, 'tapMs' | 'taps'>> {
  const lhr = (await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' }))?.lhr
  if (!lhr) throw new Error('Lighthouse gave no result')
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const requests = audit<{ items: { resourceType: string; transferSize: number }[] }>(lhr, 'network-requests').details?.items ?? []
  const shifts = audit<{ items?: { score: number; node?: { selector?: string } }[] }>(lhr, 'layout-shifts').details?.items ?? []
  const numeric = (id: string) => audit(lhr, id).numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric('first-contentful-paint'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    kb: numeric('total-byte-weight') / 1024,
    jsKb: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    layoutShifts: shifts.map((shift) => `${shift.score.toFixed(3)} ${shift.node?.selector ?? ''}`),
  }
}

/** Lighthouse sometimes asks for another run (a broken trace): one more try, then the run failed. */
async function retried<T>(what: string, attempt: () => Promise<T>): Promise<T> {
  try {
    return await attempt()
  } catch (error) {
    console.warn(`  ${what}: ${messageOf(error)}; once more`)
    return attempt()
  }
}

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[middle] ?? Number.NaN) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

interface Spread {
  median: number
  min: number
  max: number
}

function spreadOf(runs: Record_[], metric: Metric): Spread | undefined {
  const values = runs.flatMap((run) => ('error' in run ? [] : [run[metric]]))
  return values.length ? { median: median(values), min: Math.min(...values), max: Math.max(...values) } : undefined
}

const s = (ms: number) => (ms / 1000).toFixed(2)
const withRange = (spread: Spread | undefined, format: (value: number) => string) =>
  spread ? `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})` : 'failed'
const marked = (text: string, missed: boolean) => (missed ? `${text} ✗` : text)
const whole = (value: number) => String(Math.round(value))

function tableRows(pages: string[], variants: string[], runs: Map<string, Record_[]>): string[][] {
  return pages.flatMap((page) =>
    variants.map((variant) => {
      const of = (metric: Metric, forVariant = variant) => spreadOf(runs.get(`${page} ${forVariant}`) ?? [], metric)
      const [score, fcp, lcp, cls, tap] = [of('score'), of('fcp'), of('lcp'), of('cls'), of('tapMs')]
      const ratio = (metric: 'fcp' | 'lcp', value: Spread | undefined) => {
        const base = of(metric, noScript)
        return value && base ? marked((value.median / base.median).toFixed(2), value.median / base.median > goals.ratio) : ''
      }
      return [
        page,
        variant,
        score ? marked(`${score.median} (${score.min})`, score.median < goals.score || score.min < goals.lowestScore) : 'failed',
        withRange(fcp, s),
        withRange(lcp, s),
        withRange(of('tbt'), whole),
        cls ? marked(cls.median.toFixed(3), cls.max > goals.cls) : '',
        variant === noScript ? '' : marked(withRange(tap, whole), (tap?.median ?? Infinity) > goals.tapMs),
        withRange(of('taps'), whole),
        whole(of('kb')?.median ?? Number.NaN),
        whole(of('jsKb')?.median ?? Number.NaN),
        ratio('fcp', fcp),
        ratio('lcp', lcp),
      ]
    }),
  )
}

const header = ['page', 'variant', 'score (min)', 'FCP s', 'LCP s', 'TBT ms', 'CLS', 'first tap ms', 'taps', 'KB', 'JS KB', 'FCP/FCP₀', 'LCP/LCP₀']

function markdownTable(rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '5' }, pages: { type: 'string' }, compare: { type: 'string', multiple: true, default: [] } },
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

async function main(): Promise<number> {
  const started = Date.now()
  const { dir, runs, pages, compared } = options()
  for (const page of pages) if (!existsSync(join(dir, page, 'index.html'))) throw new Error(`no page ${page} in ${dir}: build first (npm run build)`)
  const dirs = new Map<string, string>([
    ['site', dir],
    ...compared,
    [noScript, temporary(await copyWithoutScripts(dir))],
  ])
  const variants = [...dirs.keys()]
  const origins = new Map(await Promise.all(variants.map(async (variant) => [variant, await startServer(dirs.get(variant) ?? '')] as const)))
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags, handleSIGINT: false })
  cleanups.push(() => chrome.kill())
  const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
  const chromium = await browser.version()
  const buttons = new Map(await Promise.all(pages.map(async (page) => [page, await menuButtonAt(browser, `${origins.get('site')}/${page}`)] as const)))

  /** One Lighthouse run, then the first tap unless the variant has no scripts to answer it. */
  const measureVariant = async (url: string, button: { x: number; y: number } | undefined): Promise<Run> => {
    const run = await retried(url, () => lighthouseRun(url, chrome.port))
    if (!button) return { ...run, tapMs: Number.NaN, taps: 0 }
    const tap = await retried(`${url} (tap)`, () => firstTap(browser, url, button))
    return { ...run, tapMs: tap.ms, taps: tap.taps }
  }
  const results = new Map<string, Record_[]>()
  const git = spawnSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).stdout.trim()
  // Every run is kept as it comes, so that a benchmark stopped halfway keeps what it measured.
  await mkdir('bench', { recursive: true })
  const save = () => writeFile('bench/lighthouse.json', `${JSON.stringify({ chromium, commit: git, variants: Object.fromEntries(dirs), runs: Object.fromEntries(results) }, null, 1)}\n`)
  const total = runs * pages.length * variants.length
  let done = 0
  for (let round = 1; round <= runs; round++) {
    for (const page of pages) {
      // Each round starts with another variant, so that none is always measured first.
      for (const variant of variants.map((_, index) => variants[(index + round) % variants.length] ?? '')) {
        const url = `${origins.get(variant)}/${page}`
        const loadAverage = loadavg()[0] ?? 0
        const record: Record_ = await measureVariant(url, variant === noScript ? undefined : buttons.get(page))
          .then((run) => ({ round, loadAverage, ...run }))
          .catch((error: unknown) => ({ round, loadAverage, error: messageOf(error) }))
        results.set(`${page} ${variant}`, [...(results.get(`${page} ${variant}`) ?? []), record])
        await save()
        const numbers = 'error' in record ? `FAILED: ${record.error}` : `${record.score}  FCP ${s(record.fcp)}  LCP ${s(record.lcp)}  TBT ${Math.round(record.tbt)}  CLS ${record.cls.toFixed(3)}  tap ${record.tapMs} ms (${record.taps})`
        console.log(`[${++done}/${total}] load ${loadAverage.toFixed(1)}  ${page.padEnd(9)} ${variant.padEnd(17)} ${numbers}`)
      }
    }
  }
  await browser.disconnect()
  cleanUp()

  const all = [...results.values()].flat()
  const measured = all.filter((run): run is Extract<Record_, Run> => !('error' in run))
  const failures = [...results].flatMap(([key, records]) => records.flatMap((record) => ('error' in record ? [`${key} round ${record.round}: ${record.error}`] : [])))
  const loads = all.map((run) => run.loadAverage)
  const indexes = measured.map((run) => run.benchmarkIndex)
  const shifts = [...results].flatMap(([key, records]) => [...new Set(records.flatMap((record) => ('error' in record ? [] : record.layoutShifts)))].map((shift) => `${key}: ${shift}`))
  const table = markdownTable(tableRows(pages, variants, results))
  const report = `# Lighthouse and the first tap: the built pages and their variants

${new Date().toISOString()} · ${chromium} · commit ${git} · ${runs} rounds · variants: ${variants.join(', ')}

Machine: load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs; Lighthouse's CPU benchmark index ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} (lower is a busier machine).

Lighthouse mobile (Moto G Power, simulated slow 4G, CPU 4×), performance only, served by server/serve.ts on loopback.
First tap: a 390 px phone, CPU 4×, slow 4G applied by DevTools; the phone menu tapped at the first paint,
ms until the navigation shows (taps: how many it took, one a second). KB and JS KB: transferred, everything and scripts.
Each cell: the median over the rounds, then the lowest and highest run; score: median (lowest run).
${noScript}: the site with every script removed; FCP/FCP₀ and LCP/LCP₀ against it.
✗: below ${goals.score} or a run below ${goals.lowestScore}; CLS above ${goals.cls}; first tap over ${goals.tapMs} ms; FCP or LCP over ${goals.ratio}× the page without scripts.

${table}
${shifts.length ? `\nLayout shifts:\n\n${shifts.map((shift) => `- ${shift}`).join('\n')}\n` : ''}${failures.length ? `\nFailed runs:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}`
  await writeFile('bench/lighthouse.md', report)
  console.log(`\n${table}\n\nWrote bench/lighthouse.md and bench/lighthouse.json in ${Math.round((Date.now() - started) / 60_000)} min.`)
  return failures.length ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  cleanUp()
}
