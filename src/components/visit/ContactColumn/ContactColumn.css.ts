import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const column = style({
  display: 'grid',
  alignContent: 'start',
  gap: vars.space.lg,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
})

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })
