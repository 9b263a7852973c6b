import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'

export const card = style([
  cardSurface,
  {
    display: 'grid',
    gridTemplateRows: 'auto 1fr auto',
    gap: vars.space.md,
    height: '100%',
    margin: 0,
    padding: vars.space.lg,
  },
])

export const quote = style({
  margin: 0,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.ink,
  overflowWrap: 'break-word',
  hyphens: 'auto',
})

export const caption = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm })

export const avatar = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  background: vars.color.marker,
  color: vars.color.markerAccent,
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
})

export const byline = style({ display: 'grid' })

export const author = style({ fontWeight: vars.fontWeight.medium, color: vars.color.ink })

export const date = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
