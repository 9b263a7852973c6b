import { readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from '@playwright/test'

/** What the page keeps of Storybook's reports on the story shown (see listenToStorybook). */
interface RunState {
  finished: boolean
  status: string
  problems: string[]
  docsRendered: boolean
}

declare global {
  interface Window {
    storybookRun: RunState
  }
}

/** An entry of the built Storybook's index.json: a story or a docs page. */
export interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  tags?: string[]
}

/** The build to test: storybook-static/, or STORYBOOK_DIR (the same variable serve.mjs reads). */
const buildDir = process.env.STORYBOOK_DIR ? resolvePath(process.env.STORYBOOK_DIR) : fileURLToPath(new URL('../../storybook-static', import.meta.url))
const indexPath = `${buildDir}/index.json`

/** Every story and docs page of the build, in the sidebar's order. */
export function readIndex(): IndexEntry[] {
  try {
    return Object.values((JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries)
  } catch {
    throw new Error(`${indexPath} is missing: run npm run build-storybook first`)
  }
}

/** What the run needs to know of a story before opening it: the globals it pins, its viewports. */
export interface StoryPlan {
  storyGlobals: { language?: string; theme?: string; viewport?: { value?: string } | string }
  viewportOptions: Record<string, { styles: { width: string; height: string } }>
  tags: string[]
  /** The Chromatic modes the story is captured in (disabled ones left out): their globals and width. */
  chromaticModes: Record<string, ChromaticMode>
}

/** A Chromatic mode as .storybook/modes.ts writes it: a mode without a theme shows the day. */
export interface ChromaticMode {
  language?: string
  theme?: string
  viewport?: number
}

/** The globals a run opens a story with (the toolbar's language and theme). */
export interface RunGlobals {
  language?: string
  theme?: string
}

/** The theme every story opens in, as `initialGlobals` in .storybook/preview.tsx says. */
export const dayTheme = 'day'
export const nightTheme = 'night'

export interface Viewport {
  name: string
  width: number
  height: number
}

export const desktop: Viewport = { name: 'desktop', width: 1280, height: 900 }
export const phone: Viewport = { name: 'phone', width: 390, height: 844 }

/**
 * Chromatic modes that contradict what the story pins (a phone story captured at 1280 px, a
 * Finnish story captured in Latvian or in the English night mode, a night story captured by day):
 * the story should spread `pinned(...)` from .storybook/modes.ts. A story that pins no theme belongs
 * in both, so a night mode that agrees with its language and width is no conflict.
 */
export function modeConflicts(plan: StoryPlan): string[] {
  const width = viewportOf(plan).width
  const pinsWidth = plan.storyGlobals.viewport !== undefined
  const { language, theme } = plan.storyGlobals
  return Object.entries(plan.chromaticModes)
    .filter(
      ([, mode]) =>
        (pinsWidth && mode.viewport !== width) || (language !== undefined && mode.language !== language) || (theme !== undefined && (mode.theme ?? dayTheme) !== theme),
    )
    .map(([name]) => name)
}

/**
 * Whether the run also plays and pictures the story at night: unless it pins another language than
 * the one the night modes show, or pins the day (as Chromatic's night modes leave it out then).
 */
export function runsAtNight(plan: StoryPlan, nightLanguage: string): boolean {
  const { language, theme } = plan.storyGlobals
  return (language === undefined || language === nightLanguage) && (theme === undefined || theme === nightTheme)
}

/** The viewport a story pins with `globals: { viewport }`, else the desktop default. */
export function viewportOf(plan: StoryPlan): Viewport {
  const pinned = plan.storyGlobals.viewport
  const name = typeof pinned === 'string' ? pinned : pinned?.value
  const option = name ? plan.viewportOptions[name] : undefined
  if (!name || !option) return desktop
  return { name, width: parseInt(option.styles.width, 10), height: parseInt(option.styles.height, 10) }
}

/**
 * Runs in the page before Storybook does: listens on the preview's channel (the one the manager,
 * the Interactions panel and Chromatic listen on) and keeps what the story reported.
 */
function listenToStorybook() {
  interface Report {
    type: string
    status: string
    result?: { violations?: { id: string; impact?: string; help: string; nodes: { target: unknown[] }[] }[]; error?: unknown }
  }
  const state: RunState = { finished: false, status: '', problems: [], docsRendered: false }
  window.storybookRun = state
  // Inside the page: this function is sent as source, so its helpers live in it.
  // oxlint-disable-next-line unicorn/consistent-function-scoping
  const message = (value: unknown): string => {
    const error = (Array.isArray(value) ? value[0] : value) as { message?: string; name?: string } | undefined
    return error?.message ? `${error.name ? `${error.name}: ` : ''}${error.message}` : String(value)
  }
  const onEvent = (name: string, args: unknown[]) => {
    switch (name) {
      case 'playFunctionThrewException':
        state.problems.push(`play function failed: ${message(args[0])}`)
        break
      case 'storyThrewException':
      case 'storyErrored':
        state.problems.push(`story failed to render: ${message(args[0])}`)
        break
      case 'unhandledErrorsWhilePlaying':
        for (const error of (args[0] as unknown[]) ?? []) state.problems.push(`unhandled error while playing: ${message(error)}`)
        break
      case 'storyMissing':
        state.problems.push('no such story')
        state.finished = true
        break
      case 'docsRendered':
        state.docsRendered = true
        break
      case 'storyFinished': {
        const { status, reporters } = args[0] as { status: string; reporters: Report[] }
        for (const report of reporters) {
          if (report.status !== 'failed') continue
          if (report.type === 'a11y' && report.result?.violations) {
            for (const violation of report.result.violations)
              state.problems.push(
                `axe: ${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              )
          } else state.problems.push(`${report.type} check failed: ${message(report.result?.error ?? report.result)}`)
        }
        state.status = status
        state.finished = true
        break
      }
    }
  }
  let channel: { emit: (name: string, ...args: unknown[]) => unknown } | undefined
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set(value: typeof channel) {
      channel = value
      if (!value) return
      const emit = value.emit.bind(value)
      value.emit = (name: string, ...args: unknown[]) => {
        try {
          onEvent(name, args)
        } catch (error) {
          state.problems.push(`could not read ${name}: ${String(error)}`)
        }
        return emit(name, ...args)
      }
    },
  })
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g

/** Globals as Storybook reads them from the URL: `language:en;theme:night`. */
const urlGlobals = (globals: RunGlobals) =>
  Object.entries(globals)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')

/** One page, reused story after story, that opens stories as designers and Chromatic do. */
export class StorybookPage {
  private pageErrors: string[] = []
  private current: Viewport = desktop

  private constructor(
    readonly page: Page,
    readonly plans: Record<string, StoryPlan>,
  ) {
    page.on('pageerror', (error) => this.pageErrors.push(error.message))
  }

  static async open(browser: Browser, baseURL: string, storyIds: string[]) {
    // Storybook's own mark for its test runner, which our preview also reads (.storybook/testMode.ts).
    const probe = await browser.newPage()
    const userAgent = `${await probe.evaluate(() => navigator.userAgent)} StorybookTestRunner`
    await probe.close()
    const context = await browser.newContext({
      baseURL,
      userAgent,
      viewport: { width: desktop.width, height: desktop.height },
      deviceScaleFactor: 1,
      reducedMotion: 'reduce',
      locale: 'en-US',
      timezoneId: 'Europe/Riga',
    })
    const page = await context.newPage()
    await page.addInitScript(listenToStorybook)
    await page.goto('/iframe.html')
    const plans = await page.evaluate(async (ids) => {
      interface Preview {
        ready(): Promise<void>
        loadStory(options: { storyId: string }): Promise<{ storyGlobals: StoryPlan['storyGlobals']; parameters: Record<string, any>; tags: string[] }>
      }
      const preview = await new Promise<Preview>((resolve) => {
        const poll = () => {
          const found = Reflect.get(window, '__STORYBOOK_PREVIEW__') as Preview | undefined
          if (found) resolve(found)
          else setTimeout(poll, 20)
        }
        poll()
      })
      await preview.ready()
      const result: Record<string, StoryPlan> = {}
      for (const storyId of ids) {
        const story = await preview.loadStory({ storyId })
        const modes = (story.parameters.chromatic?.modes ?? {}) as Record<string, ChromaticMode & { disable?: boolean }>
        result[storyId] = {
          storyGlobals: story.storyGlobals,
          viewportOptions: story.parameters.viewport?.options ?? {},
          tags: story.tags,
          chromaticModes: Object.fromEntries(Object.entries(modes).filter(([, mode]) => !mode.disable)),
        }
      }
      return result
    }, storyIds)
    return new StorybookPage(page, plans)
  }

  async setViewport(viewport: Viewport) {
    if (viewport.width === this.current.width && viewport.height === this.current.height) return
    await this.page.setViewportSize({ width: viewport.width, height: viewport.height })
    this.current = viewport
  }

  /**
   * Opens a story in a language and a theme (by day unless told), fresh, and waits until Storybook
   * says it has finished: rendered, played, and checked by axe (the a11y addon's `test: 'error'`).
   * Returns what went wrong.
   */
  async runStory(id: string, { language, theme = dayTheme }: RunGlobals): Promise<string[]> {
    this.pageErrors = []
    await this.page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${urlGlobals({ language, theme })}`)
    return this.waitForStory()
  }

  private async waitForStory(): Promise<string[]> {
    try {
      await this.page.waitForFunction(() => window.storybookRun.finished, null, {
        timeout: 30_000,
        polling: 50,
      })
    } catch {
      return ['did not finish within 30 s', ...this.pageErrors.map((error) => `page error: ${error}`)]
    }
    const run = await this.page.evaluate(() => window.storybookRun)
    const problems = [...run.problems, ...this.pageErrors.map((error) => `page error: ${error}`)]
    if (run.status === 'error' && problems.length === 0) problems.push('Storybook reported the story as failed')
    return problems.map((problem) => problem.replace(ansi, ''))
  }

  /**
   * Plays the story shown again, from scratch, in another language or theme: the globals change (as
   * the toolbar changes them) and Storybook remounts the story (as the Interactions panel's "rerun"
   * does): loaders, a new router, a fresh React tree in the theme's colours, the play function, axe.
   * Opening the page anew for each language would do the same work plus the page load, a third of
   * the time.
   */
  async rerunStory(id: string, globals: RunGlobals): Promise<string[]> {
    this.pageErrors = []
    await this.page.evaluate(
      async ({ storyId, storyGlobals }) => {
        Object.assign(window.storybookRun, { finished: false, status: '', problems: [] })
        const preview = Reflect.get(window, '__STORYBOOK_PREVIEW__') as {
          storyStoreValue: { userGlobals: { update(globals: object): void } }
          onForceRemount(options: { storyId: string }): Promise<void>
        }
        preview.storyStoreValue.userGlobals.update(storyGlobals)
        void preview.onForceRemount({ storyId })
      },
      { storyId: id, storyGlobals: Object.fromEntries(Object.entries(globals).filter(([, value]) => value !== undefined)) },
    )
    return this.waitForStory()
  }

  /** Opens a docs page (MDX or autodocs) in a theme and waits until Storybook has rendered it. */
  async openDocs(id: string, theme = dayTheme): Promise<string[]> {
    this.pageErrors = []
    await this.page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=${urlGlobals({ theme })}`)
    try {
      await this.page.waitForFunction(() => window.storybookRun.docsRendered, null, {
        timeout: 30_000,
        polling: 50,
      })
    } catch {
      return ['the docs page did not render within 30 s', ...this.pageErrors]
    }
    const run = await this.page.evaluate(() => window.storybookRun)
    return [...run.problems, ...this.pageErrors.map((error) => `page error: ${error}`)].map((problem) => problem.replace(ansi, ''))
  }

  /** How `toHaveScreenshot` pictures the story: its box, the whole page's height available. */
  async pictureOptions() {
    // Two equal shots in a row make a picture; a long page on a busy machine needs the time.
    return { clip: await this.storyBox(), fullPage: true, timeout: 30_000 }
  }

  /**
   * The part of the page the story occupies (its elements and the overlays it opened), with a
   * margin for focus rings and shadows: baselines stay the size of the story, not of the window.
   */
  async storyBox() {
    await this.page.evaluate(async () => {
      // Parts the site loads at idle (the social link, the phone menu, the status badge) arrive after
      // the play function may have ended: wait for idle, then until the page stops changing.
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))
      await new Promise<void>((resolve) => {
        let quiet: ReturnType<typeof setTimeout>
        const done = () => {
          observer.disconnect()
          clearTimeout(quiet)
          resolve()
        }
        const observer = new MutationObserver(() => {
          clearTimeout(quiet)
          quiet = setTimeout(done, 300)
        })
        observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
        quiet = setTimeout(done, 300)
        setTimeout(done, 5000)
      })
      // Pictures below the fold load lazily, so a full-page picture would catch some half-way:
      // every picture is asked for now and decoded before the shot.
      const images = [...document.images]
      for (const image of images) image.loading = 'eager'
      await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
      await document.fonts.ready
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
      await document.fonts.ready
    })
    return this.page.evaluate(() => {
      const margin = 16
      const internal = '.sb-wrapper, #storybook-docs, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, #storybook-highlights-root'
      const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
      const add = (rect: DOMRect) => {
        if (rect.width === 0 || rect.height === 0) return
        box.left = Math.min(box.left, rect.left + scrollX)
        box.top = Math.min(box.top, rect.top + scrollY)
        box.right = Math.max(box.right, rect.right + scrollX)
        box.bottom = Math.max(box.bottom, rect.bottom + scrollY)
      }
      // Inside the page: this function is sent as source, so its helpers live in it.
      // oxlint-disable-next-line unicorn/consistent-function-scoping
      const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color)
      // Only what paints counts: text, pictures, controls, and boxes with a fill, border or shadow.
      // A layout wrapper as wide as the window adds nothing to see.
      const paints = (element: Element, style: CSSStyleDeclaration) =>
        element.matches('img, svg, canvas, video, input, select, textarea, iframe, hr') ||
        !transparent(style.backgroundColor) ||
        style.backgroundImage !== 'none' ||
        style.boxShadow !== 'none' ||
        ['Top', 'Right', 'Bottom', 'Left'].some(
          (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
        )
      for (const element of document.body.querySelectorAll('*')) {
        if (element.closest(internal) || element.matches('script, style, link, template')) continue
        const style = getComputedStyle(element)
        if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue
        if (element.id !== 'storybook-root' && paints(element, style)) add(element.getBoundingClientRect())
      }
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.textContent?.trim() || node.parentElement?.closest(internal) || node.parentElement?.matches('script, style')) continue
        range.selectNodeContents(node)
        add(range.getBoundingClientRect())
      }
      const width = document.documentElement.scrollWidth
      const height = document.documentElement.scrollHeight
      if (box.left === Infinity) return { x: 0, y: 0, width: Math.min(width, 64), height: Math.min(height, 64) }
      const x = Math.max(0, Math.floor(box.left - margin))
      const y = Math.max(0, Math.floor(box.top - margin))
      // A long page (the whole menu, an article) is pictured down to a fixed depth: its rows repeat,
      // and each kind of row has a story of its own.
      const maxHeight = 2000
      return { x, y, width: Math.min(width, Math.ceil(box.right + margin)) - x, height: Math.min(maxHeight, Math.min(height, Math.ceil(box.bottom + margin)) - y) }
    })
  }
}
