// One page view on a phone, as the browser itself counts it, for the benchmark (./lighthouse.ts): a
// 390 px phone (Puppeteer's iPhone 13), its CPU slowed 4× and the network slowed to Puppeteer's slow
// 4G, a page opened and left alone until 6 s after its load event. Read from the browser's own
// performance entries, observed from the page's first line.
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { KnownDevices, PredefinedNetworkConditions, type Browser, type Page } from 'puppeteer-core'

export interface PageView {
  /** The time past 50 ms of each long task, from navigation to 6 s after load. */
  blockingMs: number
  longestTaskMs: number
  fcpMs: number
  lcpMs: number
  cls: number
  /** JavaScript transferred, counted as its gzip bytes (the built `.gz` beside each file). */
  jsKb: number
  /** Of that, what had arrived before the first contentful paint. */
  jsBeforePaintKb: number
}

/** How long after the load event the page is watched. */
export const watchAfterLoadMs = 6000

/** The phone every measure of the benchmark uses. */
export async function asPhone(page: Page) {
  await page.emulate(KnownDevices['iPhone 13'])
  await page.emulateCPUThrottling(4)
  await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G'])
}

declare global {
  interface Window {
    benchView: { tasks: { start: number; duration: number }[]; fcp: number; lcp: number; cls: number; load: number }
  }
}

/** In the page, from its first line: the long tasks, paints and shifts, as they come. */
function observe() {
  const view = (window.benchView = { tasks: [], fcp: 0, lcp: 0, cls: 0, load: 0 } as Window['benchView'])
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- this function goes into the page as source: its helpers live in it
  const watch = (type: string, record: (entry: PerformanceEntry & { value?: number; hadRecentInput?: boolean }) => void) =>
    new PerformanceObserver((list) => list.getEntries().forEach(record)).observe({ type, buffered: true })
  watch('longtask', (entry) => view.tasks.push({ start: entry.startTime, duration: entry.duration }))
  watch('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') view.fcp = entry.startTime
  })
  watch('largest-contentful-paint', (entry) => (view.lcp = entry.startTime))
  watch('layout-shift', (entry) => {
    if (!entry.hadRecentInput) view.cls += entry.value ?? 0
  })
  addEventListener('load', () => (view.load = performance.now()))
}

/** The gzip bytes of a built file, from the `.gz` the build wrote beside it. */
const gzipBytes = (dist: string, path: string) =>
  stat(join(dist, `${path}.gz`)).then(
    (file) => file.size,
    () => readFile(join(dist, path)).then((content) => content.length),
  )

export async function measurePageView(browser: Browser, url: string, dist: string): Promise<PageView> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await asPhone(page)
    await page.evaluateOnNewDocument(observe)
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await new Promise((resolve) => setTimeout(resolve, watchAfterLoadMs))
    const { view, scripts } = await page.evaluate(() => ({
      view: window.benchView,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => ({ path: new URL(entry.name).pathname, arrived: (entry as PerformanceResourceTiming).responseEnd })),
    }))
    const until = view.load + watchAfterLoadMs
    const tasks = view.tasks.filter((task) => task.start < until)
    const sizes = await Promise.all(scripts.map(async (script) => ({ ...script, bytes: await gzipBytes(dist, script.path) })))
    const kb = (list: typeof sizes) => list.reduce((sum, script) => sum + script.bytes, 0) / 1024
    return {
      blockingMs: tasks.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
      longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
      fcpMs: view.fcp,
      lcpMs: view.lcp,
      cls: view.cls,
      jsKb: kb(sizes),
      jsBeforePaintKb: kb(sizes.filter((script) => script.arrived <= view.fcp)),
    }
  } finally {
    await context.close()
  }
}
