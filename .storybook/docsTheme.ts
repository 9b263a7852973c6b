import { create } from 'storybook/theming/create'
import { nightTokens } from '../src/design/nightTokens'
import { tokens } from '../src/design/tokens'

type Colors = Record<keyof typeof tokens.color, string>

/** Storybook's own frame (sidebar, docs pages) in Amigo's colours and type, by day or at night. */
const frameIn = (base: 'light' | 'dark', color: Colors) =>
  create({
    base,
    brandTitle: 'Amigo — design system',
    brandUrl: '/',
    colorPrimary: color.brand,
    colorSecondary: color.brand,
    appBg: color.surfaceSunken,
    appContentBg: color.page,
    appPreviewBg: color.page,
    appBorderColor: color.line,
    appBorderRadius: 12,
    textColor: color.ink,
    textMutedColor: color.inkMuted,
    barBg: color.surface,
    barTextColor: color.inkMuted,
    barSelectedColor: color.brand,
    fontBase: tokens.font.body,
    fontCode: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
  })

/** The day theme's frame: the manager (manager.ts) always, the docs pages by day. */
export const docsTheme = frameIn('light', tokens.color)

/** The docs pages' frame when the theme toolbar says Night (DocsContainer.tsx). */
export const docsNightTheme = frameIn('dark', nightTokens.color)
