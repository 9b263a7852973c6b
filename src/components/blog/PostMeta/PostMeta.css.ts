import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.inkMuted,
})

export const readTime = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, whiteSpace: 'nowrap' })
