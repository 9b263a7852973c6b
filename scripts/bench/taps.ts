// A tap while the page loads, for the benchmark (./lighthouse.ts): on the benchmark's phone
// (./pageView.ts), a page is opened and, the moment it is first painted and the control is there,
// the control is tapped. How long until the visitor sees the result, or sees that it is under way,
// is the answer: from the tap to the first frame that shows it. A tap that does nothing is repeated
// every second, as a visitor would, and counts from the first.
import type { Browser } from 'puppeteer-core'
import { asPhone } from './pageView.ts'

const giveUpMs = 30_000

/** A control a visitor taps, and what they see once it answered. Written for this build and older ones alike. */
export interface Tap {
  name: string
  /** The pages (language/path) it is on; every page when left out. */
  pages?: RegExp
  /** The control, as a CSS selector. */
  target: string
  /** Runs in the page: whether the visitor sees the answer (or that it is under way). */
  answered: () => boolean
  /** A control only script can answer (the page without scripts has nothing to tap and is not measured). */
  needsScript?: true
}

export const taps: Tap[] = [
  {
    name: 'phone menu',
    target: 'header button:has(+ div[popover])',
    answered: () => document.querySelector('header div[popover]')?.matches(':popover-open') === true,
  },
  {
    name: 'language picker',
    // A native popover now; a <details> in builds before it.
    target: 'header button:has(+ ul[popover]), header summary',
    answered: () => document.querySelector('header ul[popover]:popover-open, header details[open] ul') !== null,
  },
  {
    name: 'vegan filter',
    pages: /\/menu$/,
    target: 'label:has(input[role="switch"])',
    // The first dish, Taco Amigo, is not vegan: filtered, it is no longer shown.
    answered: () => document.querySelector('main section li')?.checkVisibility() === false,
  },
  {
    name: 'menu picture',
    pages: /\/menu$/,
    target: 'main section button[aria-label]',
    answered: () => [...document.querySelectorAll('dialog, [role="dialog"]')].some((dialog) => dialog.checkVisibility()),
  },
  {
    name: 'QR download',
    pages: /\/menu$/,
    target: 'main figure ~ div button',
    needsScript: true,
    // Under way: the button says it is busy; or done: the file was handed to the browser.
    answered: () => document.querySelector('main figure ~ div button[aria-busy="true"]') !== null || (window as { benchDownloaded?: boolean }).benchDownloaded === true,
  },
]

declare global {
  interface Window {
    benchTap: { tap: number; answered: number }
    benchReady(point: { x: number; y: number }): void
  }
}

/** In the page, from its first line: once painted and the control is there, says where it is; notes the tap and the frame that answers it. */
function probe(target: string, isAnswered: () => boolean) {
  const times = (window.benchTap = { tap: 0, answered: 0 })
  // A download is noted, not saved.
  HTMLAnchorElement.prototype.click = function () {
    if (this.download) (window as { benchDownloaded?: boolean }).benchDownloaded = true
  }
  let painted = false
  new PerformanceObserver((list) => (painted ||= list.getEntriesByName('first-contentful-paint').length > 0)).observe({ type: 'paint', buffered: true })
  const findControl = () => {
    const control = painted ? document.querySelector(target) : null
    if (!control) return void requestAnimationFrame(findControl)
    control.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = control.getBoundingClientRect()
    window.benchReady({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
  }
  requestAnimationFrame(findControl)
  addEventListener('pointerdown', (event) => (times.tap ||= event.timeStamp), { capture: true })
  const frame = () => {
    if (times.tap && isAnswered()) times.answered = performance.now()
    else requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
}

/** Milliseconds from the first tap to the frame that answers it, and how many taps it took. */
export async function measureTap(browser: Browser, url: string, tap: Tap): Promise<{ ms: number; taps: number }> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await asPhone(page)
    let ready: ((point: { x: number; y: number }) => void) | undefined
    const there = new Promise<{ x: number; y: number }>((resolve, reject) => {
      ready = resolve
      setTimeout(() => reject(new Error(`${tap.name}: no control painted within ${giveUpMs / 1000} s`)), giveUpMs).unref()
    })
    await page.exposeFunction('benchReady', (point: { x: number; y: number }) => ready?.(point))
    // The page's security policy allows no eval: the probe goes in as source, its test written into it.
    await page.evaluateOnNewDocument(`(${probe})(${JSON.stringify(tap.target)}, ${tap.answered})`)
    void page.goto(url, { timeout: giveUpMs }).catch(() => undefined)
    const point = await there
    for (let count = 1; count <= giveUpMs / 1000; count++) {
      await page.touchscreen.tap(point.x, point.y)
      await new Promise((resolve) => setTimeout(resolve, 1000))
      const { tap: tapped, answered } = await page.evaluate(() => window.benchTap)
      if (answered) return { ms: Math.round(answered - tapped), taps: count }
    }
    throw new Error(`${tap.name}: not answered within ${giveUpMs / 1000} s of tapping`)
  } finally {
    await context.close()
  }
}
