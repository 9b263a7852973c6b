import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// The drawing sits beside the title in the one-column layout, above it in the three-column one and
// on the narrowest phones.
export const card = style([
  cardSurface,
  {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    alignItems: 'center',
    columnGap: vars.space.md,
    rowGap: vars.space.sm,
    padding: vars.space.lg,
    '@media': {
      // On a 320 px phone a long title beside the drawing took a word a line ("Der / Geschmack /
      // von / Mexiko-Stadt"): there the drawing stands above it.
      [media.belowSmallPhone]: { gridTemplateColumns: '1fr', justifyItems: 'start' },
      // In the list (WhyChooseUs.css.ts) the rows are the list's, shared with the cards beside it.
      [media.desktop]: { gridTemplateColumns: '1fr', gridRow: 'span 3', gridTemplateRows: 'subgrid', alignContent: 'start', alignItems: 'start', justifyItems: 'start' },
    },
  },
])

export const title = style({ fontSize: vars.fontSize.xl, color: vars.color.brand, hyphens: 'auto' })

export const text = style({ gridColumn: '1 / -1', color: vars.color.inkMuted })
