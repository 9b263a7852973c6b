import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const card = style([
  cardSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.sm,
    padding: vars.space.lg,
    '@media': { [media.print]: { gap: vars.space.xxs, padding: vars.space.xs } },
  },
])

export const title = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, fontSize: vars.fontSize.lg, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printName } } })

// The walk is what a visitor weighs first: it leads, on a tint, before the details.
export const walk = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifySelf: 'start',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.pill,
  background: vars.color.agaveSoft,
  color: vars.color.agave,
  fontWeight: vars.fontWeight.medium,
  '@media': { [media.print]: { paddingBlock: 0, paddingInline: 0 } },
})

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0, padding: 0, listStyle: 'none' })

// A small marigold diamond instead of a bullet, centred on the first line.
export const fact = style({
  position: 'relative',
  paddingInlineStart: vars.space.lg,
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInlineStart: vars.space.xxs,
      top: `calc(${vars.lineHeight.body} * 0.5em - ${vars.size.statusDot} / 2)`,
      width: vars.size.statusDot,
      height: vars.size.statusDot,
      background: vars.color.marigold,
      transform: 'rotate(45deg)',
    },
  },
})
