// One page view on a phone, as the browser itself counts it, for the benchmark (./lighthouse.ts): a
// 390 px phone (Puppeteer's iPhone 13), its CPU slowed 4× and the network slowed to Puppeteer's slow
// 4G, a page opened and left alone until 6 s after its load event. Read from the browser's own
// performance entries, which it keeps from the page's start.
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

/**
 * In the page once the watch is over: the long tasks, paints and shifts the browser kept (each of
 * these kinds is buffered from the page's start), its load, and the scripts it fetched.
 */
function collect() {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- this function goes into the page as source: its helpers live in it
  const entries = (type: string) => new Promise<PerformanceEntryList>((resolve) => new PerformanceObserver((list, observer) => (observer.disconnect(), resolve(list.getEntries()))).observe({ type, buffered: true }))
  // A kind with no entry at all calls no observer: none after a frame.
  const buffered = (type: string) => Promise.race([entries(type), new Promise<PerformanceEntryList>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve([]), 100)))])
  return Promise.all(['longtask', 'paint', 'largest-contentful-paint', 'layout-shift'].map(buffered)).then(([tasks = [], paints = [], largest = [], shifts = []]) => ({
    tasks: tasks.map((task) => ({ start: task.startTime, duration: task.duration })),
    fcp: paints.find((paint) => paint.name === 'first-contentful-paint')?.startTime ?? 0,
    lcp: largest.at(-1)?.startTime ?? 0,
    cls: (shifts as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]).filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0),
    load: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.loadEventStart ?? 0,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({ path: new URL(entry.name).pathname, arrived: (entry as PerformanceResourceTiming).responseEnd })),
  }))
}

/** The gzip bytes of a built file, from the `.gz` the build wrote beside it. */
const gzipBytes = (dist: string, path: string) =>
  stat(join(dist, `${path}.gz`)).then(
    (file) => file.size,
    () => readFile(join(dist, path)).then((content) => content.length),
  )

/**
 * A tab of its own, driven over a bare DevTools session that enables no domain but the network's:
 * a Puppeteer page enables the Runtime domain, and with the inspector attached V8 collects source
 * positions as modules run (React's first evaluation: 86–109 ms at 4× with it, under 50 without, on
 * the visit page), a cost no visitor's browser pays (docs/testing.md, "Benchmark").
 */
async function bareTab(browser: Browser) {
  const context = await browser.createBrowserContext()
  const browserSession = await browser.target().createCDPSession()
  const { targetId } = await browserSession.send('Target.createTarget', { url: 'about:blank', browserContextId: context.id })
  const target = await browser.waitForTarget((candidate) => candidate.browserContext() === context && candidate.type() === 'page')
  const session = await target.createCDPSession()
  const phone = KnownDevices['iPhone 13']
  const { latency, download, upload } = PredefinedNetworkConditions['Slow 4G']
  await Promise.all([
    session.send('Emulation.setDeviceMetricsOverride', { width: phone.viewport.width, height: phone.viewport.height, deviceScaleFactor: phone.viewport.deviceScaleFactor ?? 1, mobile: true }),
    session.send('Emulation.setTouchEmulationEnabled', { enabled: true }),
    session.send('Emulation.setUserAgentOverride', { userAgent: phone.userAgent }),
    session.send('Emulation.setCPUThrottlingRate', { rate: 4 }),
    session.send('Network.enable').then(() =>
      session.send('Network.emulateNetworkConditions', { offline: false, latency: latency ?? 0, downloadThroughput: download ?? -1, uploadThroughput: upload ?? -1 }),
    ),
  ])
  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result, exceptionDetails } = await session.send('Runtime.evaluate', { expression, awaitPromise: true, returnByValue: true })
    if (exceptionDetails) throw new Error(`in the page: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
    return result.value as T
  }
  return { session, evaluate, close: () => browserSession.send('Target.closeTarget', { targetId }).finally(() => context.close()) }
}

export async function measurePageView(browser: Browser, url: string, dist: string): Promise<PageView> {
  const tab = await bareTab(browser)
  try {
    await tab.session.send('Page.navigate', { url })
    // The load event, asked for four times a second: a few microseconds of the page's time each.
    const started = Date.now()
    while (!(await tab.evaluate<boolean>(`document.URL === ${JSON.stringify(url)} && document.readyState === 'complete'`))) {
      if (Date.now() - started > 60_000) throw new Error(`${url} did not load within 60 s`)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    await new Promise((resolve) => setTimeout(resolve, watchAfterLoadMs))
    const view = await tab.evaluate<Awaited<ReturnType<typeof collect>>>(`(${collect.toString()})()`)
    const until = view.load + watchAfterLoadMs
    const tasks = view.tasks.filter((task) => task.start < until)
    const sizes = await Promise.all(view.scripts.map(async (script) => ({ ...script, bytes: await gzipBytes(dist, script.path) })))
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
    await tab.close()
  }
}
