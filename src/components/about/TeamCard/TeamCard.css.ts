import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// The drawing above the text at every width: beside the text on a phone it was cropped to a narrow
// strip, and the bartender and the waiters were cut.
export const card = style([
  cardSurface,
  {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    alignContent: 'start',
    overflow: 'hidden',
  },
])

// On paper the drawings are left out, and their frames with them (so in the other print rules below).
export const portrait = style({ aspectRatio: '1', background: vars.color.surfaceSunken, '@media': { [media.print]: { display: 'none' } } })

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  '@media': { [media.tablet]: { padding: vars.space.lg } },
})

export const role = style({ fontSize: vars.fontSize.lg, color: vars.color.brand, hyphens: 'auto' })

export const text = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })
