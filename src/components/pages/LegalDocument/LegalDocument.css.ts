import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const article = style({
  maxWidth: `calc(${vars.size.prose} + 2 * ${vars.space.md})`,
  paddingBlock: vars.space.xxl,
})

export const heading = style({ fontSize: vars.fontSize.xxl })

export const updated = style({ marginTop: vars.space.xs, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const intro = style({ marginTop: vars.space.lg, fontSize: vars.fontSize.lg })

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  marginTop: vars.space.xl,
})

export const sectionHeading = style({ fontSize: vars.fontSize.xl })
