import { languages, sourceLanguage, type Language } from '../src/i18n/languages'
import { themes, type Theme } from './theme'

/**
 * The three widths reviewers check, as the viewport toolbar names them (preview.tsx) and as
 * Chromatic captures them.
 */
export const viewportWidths = { phone: 390, tablet: 768, desktop: 1280 } as const
export const viewportHeights = { phone: 844, tablet: 1024, desktop: 900 } as const

export type ViewportName = keyof typeof viewportWidths

const viewportNames = Object.keys(viewportWidths) as ViewportName[]

/** A Chromatic mode: the story's globals (language, theme), and the width Chromatic's browser takes. */
interface Mode {
  language: Language
  theme: Theme
  viewport: number
}

/**
 * The night theme (src/design/nightTokens.ts) is captured in the source language at the phone and
 * desktop widths: night changes colours, not words, so one language shows it, and the tablet width
 * lays nothing out that those two do not.
 */
const night = { language: sourceLanguage, at: ['phone', 'desktop'] as readonly ViewportName[] }

/**
 * Chromatic modes ("fi 390", "lv 1280", "night 390", …) for some languages, widths and themes, each
 * with its own baseline: by day every combination of language and width; at night English at 390 and
 * 1280 px only (see `night`). Without arguments, every mode the project captures: the seven
 * languages at the three widths by day (21 modes) and the two night modes, 23 in all.
 */
export function modesFor({
  only = languages,
  at = viewportNames,
  inThemes = themes,
}: { only?: readonly Language[]; at?: readonly ViewportName[]; inThemes?: readonly Theme[] } = {}) {
  const modes: Record<string, Mode> = {}
  if (inThemes.includes('day'))
    for (const width of at) for (const language of only) modes[`${language} ${viewportWidths[width]}`] = { language, theme: 'day', viewport: viewportWidths[width] }
  if (inThemes.includes('night') && only.includes(night.language))
    for (const width of at.filter((name) => night.at.includes(name)))
      modes[`night ${viewportWidths[width]}`] = { language: night.language, theme: 'night', viewport: viewportWidths[width] }
  return modes
}

/**
 * A story that only makes sense in one language, at one width or in one theme (a phone-only menu,
 * the Finnish long-text case): its globals, and the Chromatic modes that agree with them, so
 * Chromatic does not capture a phone story at 1280 px or the Finnish case seven times. The night
 * modes agree with a story pinned to English or to none (a phone story keeps "night 390"); a story
 * pinned to another language, or to the tablet, has none. Storybook merges a story's parameters into
 * the project's, so the project's other modes are switched off by name (`disable: true`, as Chromatic
 * documents), not just left out.
 *
 *   export const Narrow: Story = { ...pinned({ viewport: 'phone' }), play: … }
 */
export function pinned({ language, viewport, theme }: { language?: Language; viewport?: ViewportName; theme?: Theme }) {
  const wanted = modesFor({ only: language ? [language] : languages, at: viewport ? [viewport] : viewportNames, inThemes: theme ? [theme] : themes })
  const modes: Record<string, Mode | { disable: true }> = {}
  for (const name of Object.keys(modesFor())) modes[name] = wanted[name] ?? { disable: true }
  return {
    globals: { ...(language ? { language } : {}), ...(viewport ? { viewport: { value: viewport } } : {}), ...(theme ? { theme } : {}) },
    parameters: { chromatic: { modes } },
  }
}
