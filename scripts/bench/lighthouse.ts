// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling, performance only) on the
// built pages, each beside the same page with every script removed: what the JavaScript costs a
// first visit. Both builds are served by the production server (server/serve.ts) on loopback and
// measured in turns, so that drift on the machine weighs on both alike. Prints a table and writes
// bench/lighthouse.md and bench/lighthouse.json (every run's numbers). A benchmark, not a test: it
// exits 0 whatever the numbers, and 1 only when something failed to run. Not part of `npm test`.
//
//   npm run bench:lighthouse [-- dir] [--runs N] [--pages lv/menu,ru/] [--quick]
//
// dir is the built site (dist/ by default); --quick is --runs 1. CHROME_PATH picks the browser.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { cp, mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Result as LighthouseResult } from 'lighthouse'

/** The two builds measured: the real one and the same without scripts. */
type VariantKey = 'real' | 'noScripts'

interface Variant {
  key: VariantKey
  label: string
}

/** A request the page started before its first contentful paint. */
interface EarlyRequest {
  url: string
  resourceType: string
  priority: string
  startMs: number
  transferSize: number
}

interface LcpElement {
  selector: string
  label: string
  /** Each subpart of the LCP, in ms. */
  subparts: Record<string, number>
}

interface LayoutShift {
  score: number
  selector: string | undefined
  label: string | undefined
  causes: string[]
}

/** One Lighthouse run, reduced to what this benchmark reports. */
interface Measurement {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  highPriorityScriptsBeforeFcp: { count: number; bytes: number }
  observedFcpMs: number
  requestsBeforeFcp: EarlyRequest[]
  lcpElement: LcpElement | null
  layoutShifts: LayoutShift[]
  benchmarkIndex: number
  warnings: string[]
  /** Why the first try failed, when this is the second. */
  retriedAfter?: string
}

/** A run that failed twice. */
interface FailedRun {
  error: string
}

type RunRecord = { run: number } & (Measurement | FailedRun)
type MeasuredRun = { run: number } & Measurement

/** A page and build over the runs: each metric's median, the lowest score, the run with the median score. */
interface Summary {
  score: number
  lowestScore: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
  benchmarkIndex: number
  highPriorityScriptKb: number
  typical: MeasuredRun
}

/** A page's runs in both builds, and their summaries (null when every run failed). */
interface PageResult {
  page: string
  runs: Record<VariantKey, RunRecord[]>
  real: Summary | null
  noScripts: Summary | null
}

interface ReportHeader {
  date: string
  chromium: string
  commit: string
  dir: string
  runs: number
  loadAverage: { start: string; end: string }
}

// The parts of Lighthouse's audits this benchmark reads, as those audits write them (Lighthouse's
// own types give a table's rows as any value under any key).

/** network-requests: every request, timed from the first, and that first request's trace time. */
interface NetworkRequestsDetails {
  items: { url: string; resourceType: string; priority: string; rendererStartTime: number; transferSize: number }[]
  debugData: { networkStartTimeTs: number }
}

/** metrics: one row of timings, in trace microseconds among them. */
interface MetricsDetails {
  items: { observedFirstContentfulPaintTs: number }[]
}

/** lcp-breakdown-insight: a list of the subparts' table, then the LCP element. */
interface LcpBreakdownDetails {
  items?: [subparts?: { items?: { subpart: string; duration: number }[] }, node?: { selector: string; nodeLabel: string }]
}

/** layout-shifts: each shift with its element and what caused it. */
interface LayoutShiftsDetails {
  items?: {
    score: number
    node?: { selector?: string; nodeLabel?: string }
    subItems?: { items?: { cause: string; extra?: { value?: string } }[] }
  }[]
}

const languages = ['lv', 'ru']
const sections = ['', 'menu', 'visit', 'about', 'blog/world-leaders-at-amigo']
const allPages = languages.flatMap((language) => sections.map((section) => `${language}/${section}`))
const variants: Variant[] = [
  { key: 'real', label: 'real build' },
  { key: 'noScripts', label: 'without scripts' },
]
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
const goals = { score: 100, lowestRunScore: 98, ratio: 1.15, cls: 0.005, tbtMs: 50 }
const legend = [
  `✗ marks a missed goal: performance below ${goals.score} (or any run below ${goals.lowestRunScore}),`,
  `FCP or LCP more than ${goals.ratio}× the page's without scripts, CLS above ${goals.cls} (either build), TBT of ${goals.tbtMs} ms or more.`,
]

/** What to undo (servers, Chrome, the copy) when the benchmark ends, however it ends: finished, failed, interrupted. */
const cleanups: (() => void)[] = []
function cleanUp() {
  while (cleanups.length) cleanups.pop()?.()
}
process.on('exit', cleanUp)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130))

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

function options(): { dir: string; runs: number; pages: string[] } {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '3' }, pages: { type: 'string' }, quick: { type: 'boolean', default: false } },
  })
  const runs = values.quick ? 1 : Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs wants a whole number of at least 1, not ${values.runs}`)
  // "/lv/menu" and "lv/menu" name the same page.
  const pages = values.pages ? values.pages.split(',').map((page) => page.trim().replace(/^\//, '')) : allPages
  return { dir: resolve(positionals[0] ?? 'dist'), runs, pages }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => join(entry.parentPath, entry.name))
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined
}

/** Whether a script element runs code (HTML's JavaScript MIME types and modules) or holds data. */
function runsCode(openingTag: string): boolean {
  const [mediaType = ''] = (attribute(openingTag, 'type') ?? '').split(';')
  const type = mediaType.trim().toLowerCase()
  return type === '' || /^(module|(text|application)\/(x-)?(java|ecma)script|text\/javascript1\.[0-5]|text\/(jscript|livescript))$/.test(type)
}

/** The page without anything that runs or fetches code; data blocks (JSON-LD) stay. */
function withoutScripts(html: string): string {
  return (
    html
      .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, (element: string, openingTag: string) => (runsCode(openingTag) ? '' : element))
      .replace(/<link\b[^>]*>/gi, (tag) => {
        const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
        const preloadsScript = rel.includes('modulepreload') || (rel.includes('preload') && attribute(tag, 'as')?.toLowerCase() === 'script')
        return preloadsScript ? '' : tag
      })
      // The build writes no event-handler attributes today; one would still be script in the baseline.
      .replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(/\son[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi, ''))
  )
}

/**
 * A copy of the build in a temporary directory with every HTML file's scripts removed. The server
 * prefers the .br and .gz beside a file, so those of a changed page are written again from the new
 * page, with scripts/build/compress.ts's settings (both builds then send compressed HTML alike).
 */
async function copyWithoutScripts(dir: string): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'amigo-no-scripts-'))
  cleanups.push(() => rmSync(copy, { recursive: true, force: true }))
  await cp(dir, copy, { recursive: true })
  for (const file of await htmlFiles(copy)) {
    const html = await readFile(file, 'utf8')
    const stripped = withoutScripts(html)
    if (stripped === html) continue
    await writeFile(file, stripped)
    if (existsSync(`${file}.br`)) await writeFile(`${file}.br`, brotliCompressSync(stripped, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }))
    if (existsSync(`${file}.gz`)) await writeFile(`${file}.gz`, gzipSync(stripped, { level: 9 }))
  }
  return copy
}

/**
 * `npm start`'s server for `root` in a child process of its own (so that serving never competes
 * with Lighthouse for this process's event loop), on a port the system picks and the child prints.
 * server/serve.ts run as a program always serves ./dist, so the child calls createSiteServer.
 */
function startServer(root: string): Promise<string> {
  const program = `
    import { createSiteServer } from ${JSON.stringify(pathToFileURL(resolve('server/serve.ts')).href)}
    const server = createSiteServer({ root: process.env.SITE_ROOT })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', program], { env: { ...process.env, SITE_ROOT: root }, stdio: ['ignore', 'pipe', 'inherit'] })
  cleanups.push(() => child.kill())
  return new Promise((resolvePort, reject) => {
    child.once('exit', (code) => reject(new Error(`the server for ${root} ended (exit code ${code}) before it listened`)))
    child.stdout.once('data', (data: Buffer) => resolvePort(`http://127.0.0.1:${Number.parseInt(String(data), 10)}`))
  })
}

async function launchChrome(): Promise<{ port: number; version: string }> {
  // This script's exit handler stops Chrome, also on Ctrl-C.
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags, handleSIGINT: false })
  cleanups.push(() => chrome.kill())
  const { Browser }: { Browser: string } = await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()
  return { port: chrome.port, version: Browser }
}

function gitCommit(): string {
  const git = spawnSync('git', ['describe', '--always', '--dirty'], { encoding: 'utf8' })
  return git.status === 0 ? git.stdout.trim() : 'unknown'
}

/** An audit's details, in the shape `Details` that audit writes them; an audit missing is an error. */
function detailsOf<Details>(lhr: LighthouseResult, audit: string): Details | undefined {
  const result = lhr.audits[audit]
  if (!result) throw new Error(`Lighthouse's result has no ${audit} audit`)
  return result.details as Details | undefined
}

/** An audit's number (a metric, in ms or unitless); an audit without one is an error. */
function numericValue(lhr: LighthouseResult, audit: string): number {
  const value = lhr.audits[audit]?.numericValue
  if (value === undefined) throw new Error(`Lighthouse's ${audit} audit has no value`)
  return value
}

/** Requests the browser started before the first contentful paint it observed (unthrottled). */
function requestsBeforeFcp(lhr: LighthouseResult): { fcpMs: number; requests: EarlyRequest[] } {
  const network = detailsOf<NetworkRequestsDetails>(lhr, 'network-requests')
  const metrics = detailsOf<MetricsDetails>(lhr, 'metrics')?.items[0]
  if (!network || !metrics) throw new Error('Lighthouse gave no network requests or no metrics')
  const { items, debugData } = network
  // network-requests counts from the first request; the metrics count in trace microseconds.
  const fcpMs = (metrics.observedFirstContentfulPaintTs - debugData.networkStartTimeTs) / 1000
  const requests = items
    .filter((request) => request.rendererStartTime < fcpMs)
    .map(({ url, resourceType, priority, rendererStartTime, transferSize }) => ({ url: new URL(url).pathname, resourceType, priority, startMs: Math.round(rendererStartTime), transferSize }))
  return { fcpMs: Math.round(fcpMs), requests }
}

function highPriorityScripts(requests: EarlyRequest[]): { count: number; bytes: number } {
  const scripts = requests.filter((request) => request.resourceType === 'Script' && ['High', 'VeryHigh'].includes(request.priority))
  return { count: scripts.length, bytes: scripts.reduce((sum, request) => sum + request.transferSize, 0) }
}

/** The LCP element and its subparts (Lighthouse 13's lcp-breakdown-insight; it has no largest-contentful-paint-element). */
function lcpElement(lhr: LighthouseResult): LcpElement | null {
  const [subparts, node] = detailsOf<LcpBreakdownDetails>(lhr, 'lcp-breakdown-insight')?.items ?? []
  if (!node) return null
  return {
    selector: node.selector,
    label: node.nodeLabel,
    subparts: Object.fromEntries((subparts?.items ?? []).map((part) => [part.subpart, Math.round(part.duration)])),
  }
}

function layoutShifts(lhr: LighthouseResult): LayoutShift[] {
  return (detailsOf<LayoutShiftsDetails>(lhr, 'layout-shifts')?.items ?? []).map((shift) => ({
    score: shift.score,
    selector: shift.node?.selector,
    label: shift.node?.nodeLabel,
    causes: (shift.subItems?.items ?? []).map((cause) => `${cause.cause}${cause.extra?.value ? ` ${new URL(cause.extra.value).pathname}` : ''}`),
  }))
}

/** One Lighthouse run in a new tab of the shared Chrome, reduced to what this benchmark reports. */
async function measure(url: string, chromePort: number): Promise<Measurement> {
  const result = await lighthouse(url, { port: chromePort, onlyCategories: ['performance'], logLevel: 'error', output: 'json' })
  const lhr = result?.lhr
  if (!lhr) throw new Error('Lighthouse gave no result')
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
  const performance = lhr.categories.performance
  if (!performance) throw new Error('Lighthouse gave no performance category')
  const beforeFcp = requestsBeforeFcp(lhr)
  return {
    // A score Lighthouse could not give is null, and counts as 0.
    score: Math.round((performance.score ?? 0) * 100),
    fcp: numericValue(lhr, 'first-contentful-paint'),
    lcp: numericValue(lhr, 'largest-contentful-paint'),
    tbt: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    bytes: numericValue(lhr, 'total-byte-weight'),
    highPriorityScriptsBeforeFcp: highPriorityScripts(beforeFcp.requests),
    observedFcpMs: beforeFcp.fcpMs,
    requestsBeforeFcp: beforeFcp.requests,
    lcpElement: lcpElement(lhr),
    layoutShifts: layoutShifts(lhr),
    // Lighthouse's measure of this machine's speed during the run; a busy machine scores low.
    benchmarkIndex: lhr.environment.benchmarkIndex,
    warnings: lhr.runWarnings,
  }
}

/** Lighthouse asks for another run when its trace broke (NO_NAVSTART and the like): one more try, then the run failed. */
async function measureOrRetry(url: string, chromePort: number): Promise<Measurement> {
  try {
    return await measure(url, chromePort)
  } catch (error) {
    console.warn(`  ${url}: ${messageOf(error)}; once more`)
    return { ...(await measure(url, chromePort)), retriedAfter: messageOf(error) }
  }
}

function median(values: number[]): number {
  const sorted = values.toSorted((a, b) => a - b)
  const at = (index: number) => sorted[index] ?? Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2
}

const wasMeasured = (run: RunRecord): run is MeasuredRun => !('error' in run)

/** Each metric's median over the runs on its own, the lowest score, and the run with the median score. */
function summary(runs: RunRecord[]): Summary | null {
  const measured = runs.filter(wasMeasured)
  // The run with the median score; none when every run failed.
  const typical = measured.toSorted((a, b) => a.score - b.score)[Math.floor((measured.length - 1) / 2)]
  if (!typical) return null
  const of = (pick: (run: MeasuredRun) => number) => median(measured.map(pick))
  return {
    score: of((run) => run.score),
    lowestScore: Math.min(...measured.map((run) => run.score)),
    fcp: of((run) => run.fcp),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    cls: of((run) => run.cls),
    bytes: of((run) => run.bytes),
    benchmarkIndex: of((run) => run.benchmarkIndex),
    highPriorityScriptKb: of((run) => run.highPriorityScriptsBeforeFcp.bytes) / 1024,
    typical,
  }
}

const missed = (text: string, miss: boolean) => (miss ? `${text} ✗` : text)
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`
const kb = (bytes: number) => `${Math.round(bytes / 1024)}`

/** A build's cells in the table: score, FCP, LCP, TBT, CLS, KB. */
type VariantCells = [score: string, fcp: string, lcp: string, tbt: string, cls: string, kb: string]

function variantCells(result: Summary | null): VariantCells {
  if (!result) return ['failed', '', '', '', '', '']
  return [
    missed(`${result.score} (${result.lowestScore})`, result.score < goals.score || result.lowestScore < goals.lowestRunScore),
    seconds(result.fcp),
    seconds(result.lcp),
    missed(`${Math.round(result.tbt)} ms`, result.tbt >= goals.tbtMs),
    missed(result.cls.toFixed(3), result.cls > goals.cls),
    kb(result.bytes),
  ]
}

function ratioCell(value: number | undefined, baseline: number | undefined): string {
  if (value === undefined || baseline === undefined) return ''
  return missed((value / baseline).toFixed(2), value / baseline > goals.ratio)
}

function tableRows(pages: PageResult[]): string[][] {
  return pages.map(({ page, real, noScripts }) => {
    const [score, ...metrics] = variantCells(real)
    return [page, score, ...metrics, real ? real.highPriorityScriptKb.toFixed(0) : '', ...variantCells(noScripts), ratioCell(real?.fcp, noScripts?.fcp), ratioCell(real?.lcp, noScripts?.lcp)]
  })
}

const tableHeader = ['page', 'perf (min)', 'FCP', 'LCP', 'TBT', 'CLS', 'KB', 'high-priority JS KB', 'perf₀ (min)', 'FCP₀', 'LCP₀', 'TBT₀', 'CLS₀', 'KB₀', 'FCP/FCP₀', 'LCP/LCP₀']

/** A Markdown table with its columns padded, so that it also reads well in a terminal. */
function markdownTable(header: string[], rows: string[][]): string {
  const widths = header.map((_, column) => Math.max(...[header, ...rows].map((row) => String(row[column]).length)))
  const line = (cells: string[]) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column] ?? 0)).join(' | ')} |`
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n')
}

const priorities = ['VeryHigh', 'High', 'Medium', 'Low', 'VeryLow']

/** The requests before FCP, by priority and type, each group with its count and KB: "High: Script ×n n KB". */
function requestGroups(requests: EarlyRequest[]): string {
  const byPriority = requests.toSorted((a, b) => priorities.indexOf(a.priority) - priorities.indexOf(b.priority))
  // Map.groupBy's work: it is not in the ES2023 library the project is typed against.
  const groups = new Map<string, EarlyRequest[]>()
  for (const request of byPriority) {
    const group = `${request.priority}: ${request.resourceType}`
    groups.set(group, [...(groups.get(group) ?? []), request])
  }
  return [...groups].map(([group, members]) => `${group} ×${members.length} ${kb(members.reduce((sum, request) => sum + request.transferSize, 0))} KB`).join('; ')
}

/** Per page and build, for the run with the median score: what comes before FCP, the LCP element, what shifts. */
function pageNotes({ page, real, noScripts }: PageResult): string {
  const lines = [`### ${page}`, '']
  const builds: [label: string, result: Summary | null][] = [
    ['real', real],
    ['no scripts', noScripts],
  ]
  for (const [label, result] of builds) {
    if (!result) continue
    const { typical } = result
    lines.push(`- ${label}: before FCP (observed at ${typical.observedFcpMs} ms, unthrottled): ${requestGroups(typical.requestsBeforeFcp)}`)
    if (typical.lcpElement) {
      const subparts = Object.entries(typical.lcpElement.subparts).map(([name, ms]) => `${name} ${ms} ms`).join(', ')
      lines.push(`  - LCP element: \`${typical.lcpElement.selector}\` “${typical.lcpElement.label.replaceAll('\n', ' ')}” (${subparts})`)
    }
    if (typical.cls > goals.cls) {
      for (const shift of typical.layoutShifts) lines.push(`  - layout shift ${shift.score.toFixed(3)}: \`${shift.selector}\` “${(shift.label ?? '').replaceAll('\n', ' ')}” — ${shift.causes.join(', ') || 'no cause named'}`)
    }
  }
  return lines.join('\n')
}

function markdownReport({ date, chromium, commit, dir, runs, loadAverage, table, pages, failures }: ReportHeader & { table: string; pages: PageResult[]; failures: string[] }): string {
  const benchmarkIndexes = pages
    .flatMap(({ real, noScripts }) => [real, noScripts])
    .filter((result) => result !== null)
    .map((result) => result.benchmarkIndex)
  return `# Lighthouse: the built pages with and without their scripts

${date} · ${chromium} · Lighthouse ${lighthouseVersion} · commit ${commit} · build ${dir}

Machine: load average ${loadAverage.start} at the start, ${loadAverage.end} at the end; Lighthouse's CPU benchmark index ${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))} (page medians; lower is a busier machine, and TBT grows with it).

Mobile (Lighthouse's default: Moto G Power, simulated slow 4G and 4× CPU), performance only, served by server/serve.ts on loopback.
${runs} run(s) per page and build, interleaved; every column is the median of its own metric over the runs, "(min)" the lowest score.
₀ = the same page without scripts (no module, inline or modulepreloaded script; JSON-LD kept). KB = total-byte-weight (transferred).
high-priority JS KB = High/VeryHigh script requests started before the first contentful paint (median over the runs).

${legend.join('\n')}

${table}
${failures.length ? `\nFailed runs:\n\n${failures.map((failure) => `- ${failure}`).join('\n')}\n` : ''}
## Per page (the run with the median score)

${pages.map(pageNotes).join('\n\n')}
`
}

/** A summary for the JSON, which holds every run: the median-score run named rather than repeated. */
function withoutTypical(result: Summary | null) {
  if (!result) return null
  const { typical, ...numbers } = result
  return { ...numbers, medianScoreRun: typical.run }
}

function jsonReport(report: ReportHeader, pages: PageResult[]) {
  return {
    ...report,
    lighthouse: lighthouseVersion,
    goals,
    median: 'each metric on its own',
    pages: pages.map(({ page, runs, real, noScripts }) => ({ page, url: `/${page}`, summary: { real: withoutTypical(real), noScripts: withoutTypical(noScripts) }, runs })),
  }
}

const { version: lighthouseVersion }: { version: string } = JSON.parse(await readFile(new URL(import.meta.resolve('lighthouse/package.json')), 'utf8'))

/** The system's load average over the last minute. */
const loadAverageNow = () => (loadavg()[0] ?? 0).toFixed(1)

async function main(): Promise<number> {
  const started = Date.now()
  const loadAverageAtStart = loadAverageNow()
  const { dir, runs, pages } = options()
  if (!existsSync(join(dir, 'index.html'))) {
    console.error(`No built site in ${dir}: build first: npm run build`)
    return 1
  }
  const unknown = pages.filter((page) => !existsSync(join(dir, page, 'index.html')))
  if (unknown.length) throw new Error(`no such page in ${dir}: ${unknown.join(', ')}`)

  const noScriptsDir = await copyWithoutScripts(dir)
  const origins: Record<VariantKey, string> = { real: await startServer(dir), noScripts: await startServer(noScriptsDir) }
  const chrome = await launchChrome()
  console.log(`${pages.length} pages × 2 builds × ${runs} run(s), ${chrome.version}, Lighthouse ${lighthouseVersion}`)

  const results = pages.map((page) => ({ page, runs: { real: [] as RunRecord[], noScripts: [] as RunRecord[] } }))
  const total = runs * pages.length * variants.length
  let done = 0
  for (let run = 1; run <= runs; run++) {
    for (const { page, runs: pageRuns } of results) {
      for (const variant of variants) {
        const url = `${origins[variant.key]}/${page}`
        const runStarted = Date.now()
        const record: Measurement | FailedRun = await measureOrRetry(url, chrome.port).catch((error: unknown) => ({ error: messageOf(error) }))
        pageRuns[variant.key].push({ run, ...record })
        done++
        const took = `${((Date.now() - runStarted) / 1000).toFixed(1)} s`
        const numbers =
          'error' in record
            ? `FAILED: ${record.error}`
            : `perf ${record.score}  FCP ${seconds(record.fcp)}  LCP ${seconds(record.lcp)}  TBT ${Math.round(record.tbt)} ms  CLS ${record.cls.toFixed(3)}`
        console.log(`[${done}/${total}] ${page.padEnd(32)} ${variant.label.padEnd(15)} run ${run}  ${numbers}  (${took})`)
      }
    }
  }

  const summaries: PageResult[] = results.map(({ page, runs: pageRuns }) => ({ page, runs: pageRuns, real: summary(pageRuns.real), noScripts: summary(pageRuns.noScripts) }))
  const failures = results.flatMap(({ page, runs: pageRuns }) =>
    variants.flatMap((variant) => pageRuns[variant.key].flatMap((run) => ('error' in run ? [`${page} ${variant.label} run ${run.run}: ${run.error}`] : []))),
  )
  const table = markdownTable(tableHeader, tableRows(summaries))
  cleanUp()
  const loadAverage = { start: loadAverageAtStart, end: loadAverageNow() }
  const report: ReportHeader = { date: new Date().toISOString(), chromium: chrome.version, commit: gitCommit(), dir, runs, loadAverage }

  await mkdir('bench', { recursive: true })
  await writeFile('bench/lighthouse.md', markdownReport({ ...report, table, pages: summaries, failures }))
  await writeFile('bench/lighthouse.json', `${JSON.stringify(jsonReport(report, summaries), null, 2)}\n`)

  console.log(`\nMedians of each metric over ${runs} run(s); ₀ = without scripts; (min) = lowest score.\n${legend.join('\n')}\n\n${table}\n`)
  if (failures.length) console.error(`Failed runs:\n${failures.join('\n')}`)
  console.log(`Wrote bench/lighthouse.md and bench/lighthouse.json in ${Math.round((Date.now() - started) / 1000)} s.`)
  return failures.length ? 1 : 0
}

try {
  process.exitCode = await main()
} catch (error) {
  console.error(error)
  process.exitCode = 1
} finally {
  // Chrome and the servers would otherwise keep this process alive.
  cleanUp()
}
