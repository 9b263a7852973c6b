import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'

export const section = styleVariants({
  2: {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    scrollMarginTop: `calc(${vars.size.headerHeight} + ${vars.space.md})`,
  },
  3: { marginTop: vars.space.lg },
})

export const heading = styleVariants({
  2: { fontSize: vars.fontSize.xl, color: vars.color.brand },
  3: {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: vars.color.inkMuted,
  },
})

export const intro = style({ marginTop: vars.space.xs, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const items = style({ listStyle: 'none', margin: 0, marginTop: vars.space.xs, padding: 0 })

export const note = style({
  marginTop: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.marigold}`,
  fontSize: vars.fontSize.sm,
})
