import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

const introBase = style({
  paddingBlockStart: vars.space.xxxl,
  background: `radial-gradient(120% 90% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
})

export const intro = styleVariants({
  roomy: [introBase, { paddingBlockEnd: vars.space.xxxl }],
  // When the page's own tools follow right under the lead (the menu's filter).
  snug: [introBase, { paddingBlockEnd: vars.space.lg }],
})

export const heading = style({
  fontSize: vars.fontSize.display,
  color: vars.color.ink,
  maxWidth: '18ch',
})

export const lead = style({
  marginTop: vars.space.md,
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
})
