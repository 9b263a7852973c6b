// `npm run bench:lighthouse`: Lighthouse (mobile, simulated slow 4G, performance only) and the first
// tap during start-up (./firstTap.ts) on built pages, each in variants served side by side: the site
// as built, any other build named with --compare, and the site with every script removed (the limit
// for our content).
// Variants are measured in turns within each round, in an order that rotates, so that load on the
// machine weighs on all alike. Writes bench/lighthouse.md (committed, as a record). A benchmark, not
// a test: not part of `npm test`.
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
import lighthouse from 'lighthouse'
import { connect } from 'puppeteer-core'
import { compress } from '../site/compress.ts'
import { firstTap } from './firstTap.ts'

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
  /** Lighthouse's measure of this machine's CPU, taken at each run. */
  benchmarkIndex: number
}

type Measured = { round: number; loadAverage: number } & (Run | { error: string })

const defaultPages = ['lv/menu', 'ru/', 'en/visit', 'fi/about']
const noScript = 'no script'
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const goals = { score: 100, lowestScore: 98, ratio: 1.15, cls: 0, tapMs: 100 }

// The servers, the browser and the copy without scripts go when the process does, however it ends.
const cleanups: (() => void)[] = []
process.on('exit', () => cleanups.forEach((cleanup) => cleanup()))
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

/** The page without anything that runs code; data blocks (JSON-LD) stay. */
function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => (/type="(application\/ld\+json|application\/json)"/.test(attributes) ? element : ''))
    .replace(/<link rel="modulepreload"[^>]*>/gi, '')
}

async function copyWithoutScripts(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-no-script-'))
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }))
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

async function lighthouseRun(url: string, port: number): Promise<Omit<Run, 'tapMs' | 'taps'>> {
  const lhr = (await lighthouse(url, { port, onlyCategories: ['performance'], logLevel: 'error' }))?.lhr
  if (!lhr || lhr.runtimeError) throw new Error(lhr?.runtimeError?.message ?? 'Lighthouse gave no result')
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? []
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    kb: value('total-byte-weight') / 1024,
    jsKb: requests.filter((request) => request.resourceType === 'Script').reduce((sum, request) => sum + request.transferSize, 0) / 1024,
    benchmarkIndex: lhr.environment.benchmarkIndex,
  }
}

/** The median over the rounds, and the lowest and highest run: the spread the decisions are read within. */
function spreadOf(runs: Measured[], metric: keyof Run): { median: number; min: number; max: number } | undefined {
  const values = runs.flatMap((run) => ('error' in run ? [] : [run[metric]])).toSorted((a, b) => a - b)
  if (!values.length) return undefined
  const middle = Math.floor(values.length / 2)
  const median = values.length % 2 ? (values[middle] ?? 0) : ((values[middle - 1] ?? 0) + (values[middle] ?? 0)) / 2
  return { median, min: values[0] ?? 0, max: values.at(-1) ?? 0 }
}

const s = (ms: number) => (ms / 1000).toFixed(2)
const whole = (value: number) => String(Math.round(value))
const withRange = (spread: ReturnType<typeof spreadOf>, format: (value: number) => string) =>
  spread ? `${format(spread.median)} (${format(spread.min)}–${format(spread.max)})` : 'failed'
const marked = (text: string, missed: boolean) => (missed ? `${text} ✗` : text)

function tableRows(pages: string[], variants: string[], results: Map<string, Measured[]>): string[][] {
  return pages.flatMap((page) =>
    variants.map((variant) => {
      const of = (metric: keyof Run, forVariant = variant) => spreadOf(results.get(`${page} ${forVariant}`) ?? [], metric)
      const [score, fcp, lcp, cls, tap] = [of('score'), of('fcp'), of('lcp'), of('cls'), of('tapMs')]
      const ratio = (metric: 'fcp' | 'lcp', value: ReturnType<typeof spreadOf>) => {
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
        variant === noScript ? '' : withRange(of('taps'), whole),
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

const { dir, runs, pages, compared } = options()
for (const page of pages) if (!existsSync(join(dir, page, 'index.html'))) throw new Error(`no page ${page} in ${dir}: build first (npm run build)`)
const dirs = new Map<string, string>([['site', dir], ...compared, [noScript, await copyWithoutScripts(dir)]])
const variants = [...dirs.keys()]
const origins = new Map(await Promise.all(variants.map(async (variant) => [variant, await startServer(dirs.get(variant) ?? '')] as const)))
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags, handleSIGINT: false })
cleanups.push(() => chrome.kill())
const browser = await connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
const chromium = await browser.version()
const git = spawnSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' }).stdout.trim()

const results = new Map<string, Measured[]>()
const total = runs * pages.length * variants.length
for (let round = 1, done = 1; round <= runs; round++) {
  for (const page of pages) {
    // Each round starts with another variant, so that none is always measured first.
    for (const variant of variants.map((_, index) => variants[(index + round) % variants.length] ?? '')) {
      const url = `${origins.get(variant)}/${page}`
      const loadAverage = loadavg()[0] ?? 0
      const record: Measured = await (async () => {
        // Lighthouse sometimes asks for another run (a broken trace): one more try, then the run failed.
        const run = await lighthouseRun(url, chrome.port).catch(() => lighthouseRun(url, chrome.port))
        const tap = variant === noScript ? { ms: Number.NaN, taps: 0 } : await firstTap(browser, url)
        return { round, loadAverage, ...run, tapMs: tap.ms, taps: tap.taps }
      })().catch((error: unknown) => ({ round, loadAverage, error: String(error) }))
      results.set(`${page} ${variant}`, [...(results.get(`${page} ${variant}`) ?? []), record])
      const numbers = 'error' in record ? `FAILED: ${record.error}` : `${record.score}  FCP ${s(record.fcp)}  LCP ${s(record.lcp)}  TBT ${Math.round(record.tbt)}  CLS ${record.cls.toFixed(3)}  tap ${record.tapMs} ms (${record.taps})`
      console.log(`[${done++}/${total}] load ${loadAverage.toFixed(1)}  ${page.padEnd(9)} ${variant.padEnd(17)} ${numbers}`)
    }
  }
}
await browser.disconnect()

const all = [...results.values()].flat()
const failures = [...results].flatMap(([key, records]) => records.flatMap((record) => ('error' in record ? [`${key} round ${record.round}: ${record.error}`] : [])))
const loads = all.map((run) => run.loadAverage)
const benchmarkIndex = spreadOf(all, 'benchmarkIndex')
const table = markdownTable(tableRows(pages, variants, results))
await mkdir('bench', { recursive: true })
await writeFile(
  'bench/lighthouse.md',
  `# Lighthouse and the first tap: the built pages and their variants

${new Date().toISOString()} · ${chromium} · commit ${git} · ${runs} rounds · variants: ${variants.join(', ')}

Machine: load average (1 min) ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} during the runs; Lighthouse's benchmark index of its CPU
${withRange(benchmarkIndex, whole)}, median (lowest–highest run). Lighthouse's 4× is meant for an index of 1500–2000, where it
makes a mid-tier phone (its docs, throttling.md); a slower machine makes a slower phone, and lower scores.

Lighthouse mobile (Moto G Power, simulated slow 4G, CPU 4×), performance only, served by server/serve.ts on loopback.
First tap: a 390 px phone, CPU 4×, slow 4G applied by DevTools; the phone menu tapped at the first paint,
ms until the navigation shows (taps: how many it took, one a second). KB and JS KB: transferred, everything and scripts.
Each cell: the median over the rounds, then the lowest and highest run; score: median (lowest run).
${noScript}: the site with every script removed; FCP/FCP₀ and LCP/LCP₀ against it.
✗: below ${goals.score} or a run below ${goals.lowestScore}; CLS above ${goals.cls}; first tap over ${goals.tapMs} ms; FCP or LCP over ${goals.ratio}× the page without scripts.

${table}
${failures.length ? `\nFailed runs:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}`,
)
console.log(`\n${table}\n\nWrote bench/lighthouse.md.`)
process.exit(failures.length ? 1 : 0)
