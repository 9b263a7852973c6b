import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const tooltip = style({
  background: vars.color.night,
  color: vars.color.onNight,
  borderRadius: vars.radius.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.xs,
  fontSize: vars.fontSize.sm,
  boxShadow: vars.shadow.md,
  maxWidth: '16rem',
})

/** Holds the trigger without a box of its own, so the trigger lays out as if alone. */
export const trigger = style({ display: 'contents' })
