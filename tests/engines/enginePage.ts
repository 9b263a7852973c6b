import { isPageReady, readiness } from '../pageReady'
import { hydratedAttribute, islandSelector } from '../../src/components/islands/islandMarkup'

/** The browser engines the cross-engine suite drives (docs/testing.md, "Every engine"). */
export const engines = ['chromium', 'firefox', 'webkit'] as const
export type Engine = (typeof engines)[number]

/** The visitor's system setting the site's theme follows (`prefers-color-scheme`). */
export type ColorScheme = 'light' | 'dark'

/** Keys a test presses, by their name in the DOM's `KeyboardEvent.key`, and the one chord it needs. */
export type Key = 'Escape' | 'Enter' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | '+' | '-' | 'Shift+Tab'

/** A key as the clients press it: one key, and the modifier held down around it if any. */
export function chordOf(key: Key): { held?: 'Shift'; key: Exclude<Key, 'Shift+Tab'> } {
  return key === 'Shift+Tab' ? { held: 'Shift', key: 'Tab' } : { key }
}

/**
 * One tab of one engine, driven as a visitor drives it: the few things every test needs, the same
 * for Puppeteer (Chromium, Firefox) and WebDriver (WebKit). Functions given to `evaluate` run in the
 * page: they can use only their arguments, never variables of the test around them.
 */
export interface EnginePage {
  readonly engine: Engine
  /** The site's origin, `http://localhost:<port>`. */
  readonly origin: string
  /** Opens a path of the site and waits for its load event. */
  goto(path: string): Promise<void>
  /** The address the tab shows now. */
  url(): Promise<string>
  /** Runs a function (or its source) in the page with JSON arguments, awaiting what it returns. */
  evaluate<Args extends unknown[], Result>(fn: ((...args: Args) => Result | Promise<Result>) | string, ...args: Args): Promise<Result>
  /** A real click at the middle of the element, scrolled into view first. */
  click(selector: string): Promise<void>
  /** A real click at a point of the viewport, whatever is drawn there (a dialog's backdrop). */
  clickAt(x: number, y: number): Promise<void>
  press(key: Key): Promise<void>
  /** The size of the page's viewport (the window's inside). */
  setViewport(width: number, height: number): Promise<void>
  /** A PNG of what the viewport shows. */
  screenshot(): Promise<Buffer>
  /** Console errors and uncaught exceptions of every document this tab showed. */
  consoleErrors(): Promise<string[]>
  close(): Promise<void>
}

/** Polls a condition in the page until it holds, or fails with `what` after `timeout` ms. */
export async function waitUntil<Args extends unknown[]>(page: EnginePage, what: string, condition: (...args: Args) => unknown, ...args: Args): Promise<void> {
  const timeout = 15_000
  const deadline = Date.now() + timeout
  let lastError: unknown
  while (Date.now() < deadline) {
    try {
      if (await page.evaluate(condition, ...args)) return
    } catch (error) {
      // The page may be between two documents: try again.
      lastError = error
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${page.engine}: timed out after ${timeout} ms waiting until ${what}${lastError ? ` (last error: ${String(lastError)})` : ''}`)
}

/** Waits until the page is ready: loaded, its fonts in, its islands that wake at idle hydrated (tests/pageReady.ts). */
export async function waitForPageReady(page: EnginePage): Promise<void> {
  await waitUntil(page, 'the page is ready', isPageReady, readiness)
}

/** Waits until an island of this name has hydrated. */
export async function waitForIsland(page: EnginePage, name: string): Promise<void> {
  await waitUntil(page, `the island ${name} has hydrated`, (selector: string) => document.querySelector(selector) !== null, `${islandSelector({ name })}[${hydratedAttribute}]`)
}

let marks = 0

/**
 * Finds an element in the page with `find` (which runs in the page) and returns a selector for it,
 * so that a real click can reach an element found by its text or role.
 */
export async function mark<Args extends unknown[]>(page: EnginePage, find: (...args: Args) => Element | null | undefined, ...args: Args): Promise<string> {
  const id = `m${++marks}`
  // Sent as source: the page's policy allows no eval, so the finder cannot be rebuilt there from text.
  const found = await page.evaluate<[string, unknown[]], boolean>(
    `(id, args) => { const element = (${find.toString()})(...args); element?.setAttribute('data-engine-mark', id); return Boolean(element) }`,
    id,
    args,
  )
  if (!found) throw new Error(`${page.engine}: no element for ${find.toString()} (${JSON.stringify(args)})`)
  return `[data-engine-mark="${id}"]`
}
