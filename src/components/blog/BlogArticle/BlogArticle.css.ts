import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const body = style({
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space.md})`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
  fontSize: vars.fontSize.reading,
  lineHeight: vars.lineHeight.relaxed,
  hyphens: 'auto',
})

export const paragraph = style({ marginTop: vars.space.lg })

// The opening paragraph answers the title's question: a little larger, to draw the reader in.
export const lead = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body, color: vars.color.ink })

export const heading = style({
  marginTop: vars.space.xxl,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  '::after': {
    content: '""',
    display: 'block',
    width: vars.space.xxl,
    height: vars.space.xxs,
    marginTop: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.marigold,
  },
})
