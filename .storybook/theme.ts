import { useSyncExternalStore } from 'react'

/**
 * The site's two themes, as the theme toolbar (preview.tsx) and the Chromatic modes (modes.ts) name
 * them: day (src/design/tokens.ts) and night (src/design/nightTokens.ts). The site itself follows
 * the visitor's system setting (`media.night`); in Storybook the toolbar decides, whatever the
 * designer's own system says.
 */
export const themes = ['day', 'night'] as const
export type Theme = (typeof themes)[number]
export const defaultTheme: Theme = 'day'

export const isTheme = (value: unknown): value is Theme => themes.includes(value as Theme)

let shown: Theme | undefined
const listeners = new Set<() => void>()

/**
 * Shows the preview in a theme: `data-theme` on the root element, which themes.css.ts turns into the
 * theme's values of the CSS variables. Anything that is not a theme (no global yet) shows the day.
 */
export function showTheme(value: unknown) {
  const theme = isTheme(value) ? value : defaultTheme
  const root = globalThis.document?.documentElement
  if (root && root.dataset.theme !== theme) root.dataset.theme = theme
  if (theme === shown) return
  shown = theme
  // Told once the render that set it is over: a docs page's frame re-themes itself (DocsContainer.tsx).
  queueMicrotask(() => {
    for (const listener of listeners) listener()
  })
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The theme the preview shows now, for React components outside a story (the docs pages' frame). */
export function useShownTheme(): Theme {
  return useSyncExternalStore(subscribe, () => shown ?? defaultTheme)
}
