import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const intro = style({
  paddingBlock: vars.space.xxxl,
  background: `radial-gradient(120% 90% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
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
