// The first tap during start-up, for the Lighthouse benchmark (./lighthouse.ts): a 390 px phone
// with its CPU slowed 4× on Lighthouse's slow 4G (Puppeteer's presets of both) opens a page and taps
// the phone menu's button the moment the page is first painted. How long until the navigation shows
// is the answer; a tap that does nothing is repeated every second, as a visitor would, and counts
// from the first.
import { KnownDevices, PredefinedNetworkConditions, type Browser } from 'puppeteer-core'

const giveUpMs = 30_000

declare global {
  interface Window {
    benchTap: { tap: number; shown: number }
    benchFirstPaint(button: { x: number; y: number }): void
  }
}

/** In the page, from its first line: says where the menu button is at the first paint, and notes the first tap and the frame the navigation shows in. */
function probe() {
  const times = (window.benchTap = { tap: 0, shown: 0 })
  new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return
    const box = document.querySelector('header [popovertarget]')?.getBoundingClientRect()
    if (box) window.benchFirstPaint({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  }).observe({ type: 'paint', buffered: true })
  addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), { capture: true })
  const frame = () => {
    const navigationShown = [...document.querySelectorAll('header nav')].some((nav) => nav.checkVisibility())
    if (times.tap && navigationShown) times.shown = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** Milliseconds from the first tap to the frame that shows the navigation, and how many taps it took. */
export async function firstTap(browser: Browser, url: string): Promise<{ ms: number; taps: number }> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.emulate(KnownDevices['iPhone 13'])
    await page.emulateCPUThrottling(4)
    await page.emulateNetworkConditions(PredefinedNetworkConditions['Slow 4G'])
    let paint: ((button: { x: number; y: number }) => void) | undefined
    const painted = new Promise<{ x: number; y: number }>((resolve, reject) => {
      paint = resolve
      setTimeout(() => reject(new Error(`no menu button painted within ${giveUpMs / 1000} s`)), giveUpMs).unref()
    })
    await page.exposeFunction('benchFirstPaint', (button: { x: number; y: number }) => paint?.(button))
    await page.evaluateOnNewDocument(probe)
    void page.goto(url, { timeout: giveUpMs }).catch(() => undefined)
    const button = await painted
    for (let taps = 1; taps <= giveUpMs / 1000; taps++) {
      await page.touchscreen.tap(button.x, button.y)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const { tap, shown } = await page.evaluate(() => window.benchTap)
      if (shown) return { ms: Math.round(shown - tap), taps }
    }
    throw new Error(`the navigation did not show within ${giveUpMs / 1000} s of tapping`)
  } finally {
    await context.close()
  }
}
