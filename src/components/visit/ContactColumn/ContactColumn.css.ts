import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'

export const column = style([
  cardSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.lg,
    padding: vars.space.lg,
  },
])

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.ink })
