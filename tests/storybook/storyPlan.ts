import { readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromaticModes, committedPictures, defaultViewport, longTextTag, viewportHeights, viewportWidths, type Picture, type StoryPins, type ViewportName } from '../../.storybook/modes.ts'
import { defaultTheme, isTheme, type Theme } from '../../.storybook/theme.ts'
import { pseudoLocale } from '../../.storybook/pseudoText.ts'
import { isLanguage, type Language } from '../../src/i18n/languages.ts'

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

/** A Chromatic mode as a story's parameters hold it (.storybook/modes.ts writes them). */
export interface ChromaticMode {
  language?: string
  theme?: string
  viewport?: number
  disable?: boolean
}

/** What the preview says of a story before it is shown: what it pins, its tags, its Chromatic parameters. */
export interface StoryPlan {
  storyGlobals: { language?: string; theme?: string; viewport?: { value?: string } | string }
  tags: string[]
  chromatic: { modes?: Record<string, ChromaticMode>; disableSnapshot?: boolean }
}

export interface Viewport {
  name: ViewportName
  width: number
  height: number
}

export const viewportOf = (name: ViewportName): Viewport => ({ name, width: viewportWidths[name], height: viewportHeights[name] })

/** One showing of a story: its globals, the window's width, and the baseline it is compared with, if any. */
export interface Run {
  language: Language | typeof pseudoLocale
  theme: Theme
  viewport: Viewport
  /**
   * Played: mounted afresh, its play function run and axe run on it. Otherwise the story just
   * played is shown again in another theme for its picture (see runsOf).
   */
  played: boolean
  /** The baseline's file name in tests/storybook/baselines/. */
  picture?: string
}

/** How a failure names a run: `[fi, day, 390 px]`. */
export const runLabel = ({ language, theme, viewport }: Pick<Run, 'language' | 'theme' | 'viewport'>) => `${language}, ${theme}, ${viewport.width} px`

/** What the story pins, read from its globals; a value the site does not know is a problem. */
export function pinsOf(plan: StoryPlan): { pins: StoryPins; problems: string[] } {
  const problems: string[] = []
  const { language, theme } = plan.storyGlobals
  const viewportValue = typeof plan.storyGlobals.viewport === 'string' ? plan.storyGlobals.viewport : plan.storyGlobals.viewport?.value
  if (language !== undefined && !isLanguage(language)) problems.push(`the story pins the language "${language}", which the site does not have`)
  if (theme !== undefined && !isTheme(theme)) problems.push(`the story pins the theme "${theme}", which the site does not have`)
  if (viewportValue !== undefined && !(viewportValue in viewportWidths)) problems.push(`the story pins the viewport "${viewportValue}", not one of ${Object.keys(viewportWidths).join(', ')}`)
  if (plan.tags.includes(longTextTag) && (viewportValue !== 'phone' || language !== undefined))
    problems.push('a long-text story is pinned to the phone and to no language: spread longTextOnPhone from .storybook/modes.ts, and nothing that pins more')
  return {
    pins: {
      ...(isLanguage(language) ? { language } : {}),
      ...(isTheme(theme) ? { theme } : {}),
      ...(viewportValue !== undefined && viewportValue in viewportWidths ? { viewport: viewportValue as ViewportName } : {}),
      page: plan.tags.includes('page'),
      longText: plan.tags.includes(longTextTag),
    },
    problems,
  }
}

/** The baseline's name of a picture: `<id>.png` for the story as written, with `--night`, `--phone` after. */
function pictureName(id: string, picture: Picture, own: Picture): string {
  const suffixes = [picture.theme !== own.theme ? `-${picture.theme}` : '', picture.viewport !== own.viewport ? `-${picture.viewport}` : ''].join('')
  return `${id}${suffixes ? `-${suffixes}` : ''}.png`
}

/**
 * The languages a story is played in besides its pictures' (docs/storybook.md): Latvian, the
 * site's default, and the pseudo-locale, whose accented, lengthened text shows at once a string
 * left untranslated or a layout too tight for a long language. The seven languages on real pages
 * are the page sweep's (tests/browser/everyPage.spec.ts).
 */
export const playedLanguages = ['lv', pseudoLocale] as const

/**
 * Every showing of a story, each once. Played (render, play function, axe): the story as its
 * baseline shows it (English, or the language it pins), then, unless it pins one, in each of
 * `playedLanguages`; a page-level story on a phone too, in English, since its layout there is
 * another and its play checks it fits. The night is pictured and checked by axe, not played again:
 * right after the English run at that width, the theme changes and the story renders again
 * without its play function (axe then sees the night's colours as the story draws them, its
 * decorators' grounds included; the pairings themselves are on the Colour page's contrast matrix). `picturesOnly` (updating the
 * baselines) keeps the runs with a picture.
 */
export function runsOf(id: string, pins: StoryPins, picturesOnly = false): Run[] {
  const pictures = committedPictures(pins)
  const own = pictures[0]
  if (!own) throw new Error(`${id} has no picture of its own`)
  const otherLanguages = pins.language ? [] : playedLanguages.filter((language) => language !== own.language)
  const toRun = (picture: Picture, played: boolean): Run => ({ ...picture, viewport: viewportOf(picture.viewport), played, picture: pictureName(id, picture, own) })
  const nightOf = (width: ViewportName) => pictures.filter((picture) => picture.viewport === width && picture.theme !== own.theme).map((picture) => toRun(picture, false))
  const runs: Run[] = [
    toRun(own, true),
    ...nightOf(own.viewport),
    ...otherLanguages.map((language): Run => ({ language, theme: own.theme, viewport: viewportOf(own.viewport), played: true })),
  ]
  for (const picture of pictures.filter((other) => other.viewport !== own.viewport && other.theme === own.theme))
    runs.push(toRun(picture, true), ...nightOf(picture.viewport))
  return picturesOnly ? runs.filter((run) => run.picture) : runs
}

const describeModes = (modes: Record<string, unknown>) => Object.keys(modes).toSorted().join(', ') || 'none'

/**
 * Whether the story's Chromatic parameters keep what .storybook/modes.ts decides: exactly its review
 * modes, with their globals.
 * A story that pins globals by hand instead of spreading `pinned(...)`, or sets modes of its own,
 * would have Chromatic guard a picture twice or never.
 */
export function chromaticProblems(plan: StoryPlan, pins: StoryPins): string[] {
  const expected = chromaticModes(pins)
  const actual = Object.fromEntries(Object.entries(plan.chromatic.modes ?? {}).filter(([, mode]) => !mode.disable))
  const problems: string[] = []
  const same =
    describeModes(expected) === describeModes(actual) &&
    Object.entries(expected).every(([name, mode]) => {
      const found = actual[name]
      return found?.language === mode.language && (found.theme ?? defaultTheme) === mode.theme && found.viewport === mode.viewport
    })
  if (!same) problems.push(`Chromatic's modes are ${describeModes(actual)}, where .storybook/modes.ts decides ${describeModes(expected)}: spread pinned(...) or longTextOnPhone from it`)
  if (plan.chromatic.disableSnapshot === true) problems.push('Chromatic does not capture the story (disableSnapshot): designers could not review it')
  return problems
}

export { defaultTheme, defaultViewport }
