// The first tap during start-up, for the Lighthouse benchmark (./lighthouse.ts): a 390 px phone
// with its CPU slowed 4× on Lighthouse's slow 4G opens a page and taps the phone menu's button the
// moment the page is first painted. How long until the navigation shows is the answer; a tap that
// does nothing is repeated every second, as a visitor would, and counts from the first.
import type { Browser } from 'puppeteer-core'

/** Lighthouse's slow 4G (150 ms, 1.6 Mbps down, 750 kbps up) as DevTools applies it: latency ×3.75, throughput ×0.9. */
const slow4G = { offline: false, latency: 150 * 3.75, downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9, uploadThroughput: ((750 * 1024) / 8) * 0.9 }
const phone = { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true }
const giveUpMs = 30_000

export interface FirstTap {
  /** From the first tap to the frame that shows the navigation. */
  ms: number
  taps: number
}

declare global {
  interface Window {
    benchTap: { tap: number; shown: number }
    benchFirstPaint(): void
  }
}

/** In the page, from its first line: tells the first paint, and notes the first tap and the frame the navigation shows in. */
function probe() {
  const times = (window.benchTap = { tap: 0, shown: 0 })
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) window.benchFirstPaint()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), { capture: true })
  const frame = () => {
    const navigationShown = [...document.querySelectorAll('header nav')].some((nav) => nav.checkVisibility())
    if (times.tap && navigationShown) times.shown = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** The middle of the phone menu's button (the header's last visible control at 390 px), from a page opened without slowing. */
export async function menuButtonAt(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const page = await browser.newPage()
  try {
    await page.setViewport(phone)
    await page.goto(url)
    return await page.evaluate(() => {
      const controls = [...document.querySelectorAll('header button, header summary')].filter((control) => control.checkVisibility())
      const box = controls.at(-1)?.getBoundingClientRect()
      if (!box) throw new Error('no control in the header at 390 px')
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
    })
  } finally {
    await page.close()
  }
}

export async function firstTap(browser: Browser, url: string, button: { x: number; y: number }): Promise<FirstTap> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport(phone)
    const cdp = await page.createCDPSession()
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', slow4G)
    let firstPaint: (() => void) | undefined
    const painted = new Promise<void>((resolve, reject) => {
      firstPaint = resolve
      setTimeout(() => reject(new Error(`no first paint within ${giveUpMs / 1000} s`)), giveUpMs)
    })
    await page.exposeFunction('benchFirstPaint', () => firstPaint?.())
    await page.evaluateOnNewDocument(probe)
    const loading = page.goto(url, { timeout: giveUpMs }).catch(() => undefined)
    await painted
    let taps = 0
    for (const started = Date.now(); Date.now() - started < giveUpMs; ) {
      await page.touchscreen.tap(button.x, button.y)
      taps++
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const { tap, shown } = await page.evaluate(() => window.benchTap)
      if (shown) return { ms: Math.round(shown - tap), taps }
    }
    await loading
    throw new Error(`the navigation did not show within ${giveUpMs / 1000} s of tapping`)
  } finally {
    await context.close()
  }
}
