import { create } from 'storybook/theming/create'
import { tokens } from '../src/design/tokens'

/** Storybook's own frame (sidebar, docs pages) in Amigo's colours and type. */
export const docsTheme = create({
  base: 'light',
  brandTitle: 'Amigo — design system',
  brandUrl: '/',
  colorPrimary: tokens.color.brand,
  colorSecondary: tokens.color.brand,
  appBg: tokens.color.surfaceSunken,
  appContentBg: tokens.color.page,
  appPreviewBg: tokens.color.page,
  appBorderColor: tokens.color.line,
  appBorderRadius: 12,
  textColor: tokens.color.ink,
  textMutedColor: tokens.color.inkMuted,
  barBg: tokens.color.surface,
  barTextColor: tokens.color.inkMuted,
  barSelectedColor: tokens.color.brand,
  fontBase: tokens.font.body,
  fontCode: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, monospace',
})
