import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const column = style([
  cardSurface,
  {
    display: 'grid',
    alignContent: 'start',
    gap: vars.space.lg,
    padding: vars.space.lg,
    '@media': { [media.print]: { gap: vars.space.sm, padding: vars.space.sm }, [media.belowSmallPhone]: { padding: vars.space.md } },
  },
])

export const heading = style({ fontSize: vars.fontSize.xl, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } })
