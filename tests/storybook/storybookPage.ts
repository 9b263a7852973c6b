import type { Browser, Page } from '@playwright/test'
import { defaultTheme, type Theme } from '../../.storybook/theme.ts'
import { viewportOf, type ChromaticMode, type StoryPlan, type Viewport } from './storyPlan.ts'
import { settleAndMeasureStory } from './storyBox.ts'

/** What the page keeps of Storybook's reports on the story shown (see listenToStorybook). */
interface RunState {
  /** The story whose run ended (storyFinished), or that Storybook could not find. */
  finished: string | undefined
  status: string
  problems: string[]
  docsRendered: boolean
}

declare global {
  interface Window {
    storybookRun: RunState
  }
}

/** The globals a story is shown with (the toolbar's language and theme). */
export interface ShownGlobals {
  language: string
  theme?: Theme
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
  const state: RunState = { finished: undefined, status: '', problems: [], docsRendered: false }
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
        state.finished = String(args[0])
        break
      case 'docsRendered':
        state.docsRendered = true
        break
      case 'storyFinished': {
        const { storyId, status, reporters } = args[0] as { storyId: string; status: string; reporters: Report[] }
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
        state.finished = storyId
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

/** The preview's own object (Storybook's PreviewWeb), as far as this run uses it. */
interface Preview {
  ready(): Promise<void>
  loadStory(options: { storyId: string }): Promise<{ storyGlobals: StoryPlan['storyGlobals']; parameters: Record<string, any>; tags: string[] }>
  storyStoreValue: { userGlobals: { update(globals: object): void } }
  onUpdateGlobals(update: { globals: object }): Promise<void>
  onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>
  onForceRemount(options: { storyId: string }): Promise<void>
}

// eslint-disable-next-line no-control-regex
const ansi = /\u001b\[[0-9;]*m/g

/** Globals as Storybook reads them from the URL: `language:en;theme:night`. */
const urlGlobals = (globals: Record<string, string | undefined>) =>
  Object.entries(globals)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(';')

const desktop = viewportOf('desktop')

/**
 * One page per worker, kept story after story, that shows stories as a designer's browser does:
 * the preview loads once, then the next story is selected as the sidebar selects it, and a story is
 * played again in another language or theme as the toolbar and the Interactions panel's "rerun" do.
 * Loading the preview anew for each story cost a second or more each and checked nothing more.
 */
export class StorybookPage {
  private pageErrors: string[] = []
  private current: Viewport = desktop
  /** The story the preview shows, if the last run of it went well enough to build on. */
  private shown: string | undefined
  /** Whether the preview shows a docs page (see `show`). */
  private showsDocs = false

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
        result[storyId] = {
          storyGlobals: story.storyGlobals,
          tags: story.tags,
          chromatic: {
            modes: (story.parameters.chromatic?.modes ?? {}) as Record<string, ChromaticMode>,
            ...(story.parameters.chromatic?.disableSnapshot === true ? { disableSnapshot: true } : {}),
          },
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
   * Shows a story in a language and a theme (by day unless told) and waits until Storybook says it
   * has finished: loaders, render, play function, and axe (the a11y addon's `test: 'error'`).
   * The story shown already is played again (remounted); another one is selected. After a story
   * that went wrong, the preview is loaded anew, so one story's failure cannot leak into the next.
   * Returns what went wrong.
   */
  async show(id: string, { language, theme = defaultTheme }: ShownGlobals): Promise<string[]> {
    // axe on (a11y.manual off), as `again` below may follow a picture-only showing.
    const globals = { language, theme, a11y: { manual: false } }
    // A docs page's stories render in frames of their own, each setting its theme on the preview's
    // root; one that finished after the next story had set its own left that story pictured in the
    // docs page's theme (1 run of the whole step in 5, four workers). After a docs page, a story
    // starts on a fresh preview.
    if (this.showsDocs) await this.reload()
    this.pageErrors = []
    await this.page.evaluate(
      async ({ storyId, storyGlobals, again }) => {
        Object.assign(window.storybookRun, { finished: undefined, status: '', problems: [] })
        const preview = Reflect.get(window, '__STORYBOOK_PREVIEW__') as Preview
        preview.storyStoreValue.userGlobals.update(storyGlobals)
        if (again) void preview.onForceRemount({ storyId })
        else void preview.onSetCurrentStory({ storyId, viewMode: 'story' })
      },
      { storyId: id, storyGlobals: globals, again: this.shown === id },
    )
    return this.afterStory(id, await this.waitForStory(id, theme))
  }

  /**
   * Shows the story just played in another theme, for its picture and axe: the globals change as
   * the toolbar changes them, and Storybook renders the story again (loaders, render, axe) without
   * its play function, which runs only when a story mounts. The story stays as its play left it
   * wherever React keeps the state, and axe checks that, in the night's colours: a ground painted
   * with a day value fails here (the language picker on light was cream on cream, 1.09:1).
   */
  async reshow(id: string, { theme = defaultTheme }: Pick<ShownGlobals, 'theme'>): Promise<string[]> {
    if (this.shown !== id) return [`cannot show ${id} again: it is not the story shown`]
    this.pageErrors = []
    await this.page.evaluate(async (storyGlobals) => {
      Object.assign(window.storybookRun, { finished: undefined, status: '', problems: [] })
      const preview = Reflect.get(window, '__STORYBOOK_PREVIEW__') as Preview
      void preview.onUpdateGlobals({ globals: storyGlobals })
    }, { theme, a11y: { manual: false } })
    return this.afterStory(id, await this.waitForStory(id, theme))
  }

  /** Opens a story by its address, loading the preview anew, as a shared link or Chromatic opens it. */
  async open(id: string, { language, theme = defaultTheme }: ShownGlobals): Promise<string[]> {
    this.pageErrors = []
    this.showsDocs = false
    await this.page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${urlGlobals({ language, theme })}`)
    return this.afterStory(id, await this.waitForStory(id, theme))
  }

  private async afterStory(id: string, problems: string[]): Promise<string[]> {
    this.shown = problems.length === 0 ? id : undefined
    if (problems.length) await this.reload()
    return problems
  }

  /** A fresh preview with no story shown. */
  private async reload() {
    this.showsDocs = false
    await this.page.goto('/iframe.html')
    await this.page.waitForFunction(() => Reflect.get(window, '__STORYBOOK_PREVIEW__') !== undefined)
    await this.page.evaluate(() => (Reflect.get(window, '__STORYBOOK_PREVIEW__') as Preview).ready())
  }

  /** Waits until Storybook says the story has finished, and returns what went wrong, the theme shown included. */
  private async waitForStory(id: string, theme: Theme): Promise<string[]> {
    try {
      await this.page.waitForFunction((storyId) => window.storybookRun.finished === storyId, id, { timeout: 30_000, polling: 50 })
    } catch {
      return ['did not finish within 30 s', ...this.pageErrors.map((error) => `page error: ${error}`)]
    }
    const run = await this.page.evaluate(() => window.storybookRun)
    const problems = [...run.problems, ...this.pageErrors.map((error) => `page error: ${error}`)]
    if (run.status === 'error' && problems.length === 0) problems.push('Storybook reported the story as failed')
    const shownTheme = await this.page.evaluate(() => document.documentElement.dataset.theme)
    if (shownTheme !== theme) problems.push(`the preview shows the ${shownTheme ?? 'system'} theme, not the ${theme}`)
    return problems.map((problem) => problem.replace(ansi, ''))
  }

  /** Opens a docs page (MDX or autodocs) in a theme and waits until Storybook has rendered it. */
  async openDocs(id: string, theme: Theme = defaultTheme, language?: string): Promise<string[]> {
    this.pageErrors = []
    this.shown = undefined
    this.showsDocs = true
    await this.page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=docs&globals=${urlGlobals({ theme, language })}`)
    try {
      await this.page.waitForFunction(() => window.storybookRun.docsRendered, null, { timeout: 30_000, polling: 50 })
      // The stories of the page render after the page itself, each after its loaders.
      await this.page.waitForFunction(() => [...document.querySelectorAll('.docs-story')].every((block) => !block.querySelector('.sb-preparing-story, .sb-loader')), null, { timeout: 30_000, polling: 100 })
    } catch {
      return ['the docs page did not render within 30 s', ...this.pageErrors]
    }
    const run = await this.page.evaluate(() => window.storybookRun)
    return [...run.problems, ...this.pageErrors.map((error) => `page error: ${error}`)].map((problem) => problem.replace(ansi, ''))
  }

  /** How `toHaveScreenshot` pictures the story shown: its box, the whole page's height available. */
  async pictureOptions() {
    // A long page on a busy machine needs the time.
    return { clip: await settleAndMeasureStory(this.page), fullPage: true, timeout: 30_000 }
  }
}
