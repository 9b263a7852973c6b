import { languages, sourceLanguage, type Language } from '../src/i18n/languages.ts'
import { defaultTheme, type Theme } from './theme.ts'

/**
 * The three widths reviewers check, as the viewport toolbar names them (preview.tsx) and as
 * Chromatic captures them.
 */
export const viewportWidths = { phone: 390, tablet: 768, desktop: 1280 } as const
export const viewportHeights = { phone: 844, tablet: 1024, desktop: 900 } as const

export type ViewportName = keyof typeof viewportWidths

/** The width a story is shown at unless it pins one. */
export const defaultViewport: ViewportName = 'desktop'

/** The tag of a long-text story (see `longTextOnPhone`). */
export const longTextTag = 'long-text'

/**
 * What a story pins (its globals), and what its tags say of it: page-level (`tags: ['page']`), or a
 * long-text story (`longTextOnPhone`). That is all that decides which pictures of it are taken.
 */
export interface StoryPins {
  language?: Language
  viewport?: ViewportName
  theme?: Theme
  page?: boolean
  longText?: boolean
}

/** One picture of a story: the globals it is shown with and the width of the window. */
export interface Picture {
  language: Language
  theme: Theme
  viewport: ViewportName
}

/** The widths a story is pictured at night (docs/decisions/0050-storybook-pictures-and-plays.md). */
const nightWidths: readonly ViewportName[] = ['phone', 'desktop']

/**
 * The pictures the committed baselines hold (tests/storybook/baselines/, compared on every
 * `npm test`, offline and with no account; docs/decisions/0050-storybook-pictures-and-plays.md): the story as it
 * is written, in its language (English unless it pins one), at its width (1280 px unless it pins
 * one) and in its theme; at night too, at 390 or 1280 px, unless it pins the day or another language
 * than English; a page-level story also at 390 px, by day and at night, since guests read the site
 * on their phones. The first picture is the story as written.
 */
export function committedPictures({ language, viewport, theme, page }: StoryPins): Picture[] {
  const own: Picture = { language: language ?? sourceLanguage, theme: theme ?? defaultTheme, viewport: viewport ?? defaultViewport }
  const widths: ViewportName[] = page && viewport === undefined ? [own.viewport, 'phone'] : [own.viewport]
  const atNight = (width: ViewportName) => theme === undefined && own.language === sourceLanguage && nightWidths.includes(width)
  return widths.flatMap((width) => [{ ...own, viewport: width }, ...(atNight(width) ? [{ ...own, viewport: width, theme: 'night' as const }] : [])])
}

/** A Chromatic mode: the story's globals (language, theme), and the width Chromatic's browser takes. */
interface Mode {
  language: Language
  theme: Theme
  viewport: number
}

/** The language designers review every story in besides English: Latvian, the site's first. */
export const reviewLanguage: Language = 'lv'

/**
 * The modes Chromatic captures a story in, where designers review and accept a change without a
 * developer (docs/decisions/0073-storybook-for-designers.md): a long-text story in the six
 * languages besides English at 390 px, for designers and translators; every other story at its
 * width in Latvian by day and at night (in English, or in the language it pins; not when it pins a
 * theme). TurboSnap keeps each build to the stories a change can reach. The committed baselines
 * still guard every picture offline, on every `npm test`.
 */
export function chromaticModes({ longText, language, viewport, theme }: StoryPins): Record<string, Mode> {
  const modes: Record<string, Mode> = {}
  if (longText) {
    const width = viewportWidths[viewport ?? 'phone']
    for (const other of languages.filter((candidate) => candidate !== sourceLanguage)) modes[`${other} ${width}`] = { language: other, theme: theme ?? defaultTheme, viewport: width }
    return modes
  }
  const width = viewportWidths[viewport ?? defaultViewport]
  const byDay = language ?? reviewLanguage
  modes[`${byDay} ${width}`] = { language: byDay, theme: theme ?? defaultTheme, viewport: width }
  if (theme === undefined) modes[`${language ?? sourceLanguage} night ${width}`] = { language: language ?? sourceLanguage, theme: 'night', viewport: width }
  return modes
}

/**
 * A story's own Chromatic modes: Chromatic merges a story's parameters into the preview's, so the
 * preview's modes (a story that pins nothing) are switched off where a story's differ.
 */
function storyModes(pins: StoryPins): Record<string, Mode | { disable: true }> {
  const own = chromaticModes(pins)
  const unpinned = Object.keys(chromaticModes({})).filter((name) => !(name in own))
  return { ...Object.fromEntries(unpinned.map((name) => [name, { disable: true as const }])), ...own }
}

/**
 * A story that only makes sense in one language, at one width or in one theme (a phone-only menu,
 * Finnish plurals): its globals, so the toolbar, Vitest and the test of the built Storybook show it
 * so, and its committed pictures and Chromatic modes are taken so. Say in its description why.
 *
 *   export const Narrow: Story = { ...pinned({ viewport: 'phone' }), play: … }
 */
export function pinned({ language, viewport, theme }: { language?: Language; viewport?: ViewportName; theme?: Theme }) {
  return {
    globals: { ...(language ? { language } : {}), ...(viewport ? { viewport: { value: viewport } } : {}), ...(theme ? { theme } : {}) },
    parameters: { chromatic: { modes: storyModes({ language, viewport, theme }) } },
  }
}

/**
 * A long-text story: a component with the most text it can hold, on a phone (390 px), whose play
 * calls `expectNoOverflow` (stories/longText.ts). The test run plays it in all seven languages;
 * Chromatic captures the six translations for review (the English picture is a committed baseline).
 *
 *   export const LongTextOnPhone: Story = { ...longTextOnPhone, render: …, play: … }
 */
export const longTextOnPhone = {
  tags: [longTextTag],
  globals: pinned({ viewport: 'phone' }).globals,
  parameters: { chromatic: { modes: storyModes({ longText: true, viewport: 'phone' }) } },
}
