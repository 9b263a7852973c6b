import { languages, type Language } from '../src/i18n/languages'

/**
 * The three widths reviewers check, as the viewport toolbar names them (preview.tsx) and as
 * Chromatic captures them.
 */
export const viewportWidths = { phone: 390, tablet: 768, desktop: 1280 } as const
export const viewportHeights = { phone: 844, tablet: 1024, desktop: 900 } as const

export type ViewportName = keyof typeof viewportWidths

const viewportNames = Object.keys(viewportWidths) as ViewportName[]

/** A Chromatic mode: the story's language, and the width Chromatic's browser takes. */
interface Mode {
  language: Language
  viewport: number
}

/**
 * Chromatic modes ("fi 390", "lv 1280", …) for some languages at some widths: every combination,
 * each with its own baseline. Without arguments: all seven languages at all three widths.
 */
export function modesFor({ only = languages, at = viewportNames }: { only?: readonly Language[]; at?: readonly ViewportName[] } = {}) {
  const modes: Record<string, Mode> = {}
  for (const width of at) for (const language of only) modes[`${language} ${viewportWidths[width]}`] = { language, viewport: viewportWidths[width] }
  return modes
}

/**
 * A story that only makes sense in one language or at one width (a phone-only menu, the Finnish
 * long-text case): its globals, and the Chromatic modes that agree with them, so Chromatic does not
 * capture a phone story at 1280 px or the Finnish case seven times. Storybook merges a story's
 * parameters into the project's, so the project's other modes are switched off by name
 * (`disable: true`, as Chromatic documents), not just left out.
 *
 *   export const Narrow: Story = { ...pinned({ viewport: 'phone' }), play: … }
 */
export function pinned({ language, viewport }: { language?: Language; viewport?: ViewportName }) {
  const wanted = modesFor({ only: language ? [language] : languages, at: viewport ? [viewport] : viewportNames })
  const modes: Record<string, Mode | { disable: true }> = {}
  for (const name of Object.keys(modesFor())) modes[name] = wanted[name] ?? { disable: true }
  return {
    globals: { ...(language ? { language } : {}), ...(viewport ? { viewport: { value: viewport } } : {}) },
    parameters: { chromatic: { modes } },
  }
}
