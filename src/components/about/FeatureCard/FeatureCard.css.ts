import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// On phones the medallion sits beside the words, so four cards stay short; above each other on wider screens.
export const card = style([
  cardSurface,
  {
    height: '100%',
    display: 'grid',
    gridTemplateColumns: 'auto 1fr',
    gridTemplateRows: 'auto 1fr',
    columnGap: vars.space.md,
    rowGap: vars.space.xs,
    alignContent: 'start',
    padding: vars.space.lg,
    // In the list (FeatureList.css.ts) the rows are the list's, shared with the cards beside it.
    '@media': { [media.tablet]: { gridTemplateColumns: '1fr', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: vars.space.sm } },
  },
])

const medallionBase = style({
  display: 'grid',
  placeItems: 'center',
  width: vars.size.featureIcon,
  height: vars.size.featureIcon,
  borderRadius: vars.radius.pill,
  gridRow: 'span 2',
  '@media': { [media.tablet]: { gridRow: 'auto', marginBlockEnd: vars.space.xs } },
})

export const medallion = styleVariants({
  brand: [medallionBase, { background: vars.color.brand, color: vars.color.onBrand }],
  marigold: [medallionBase, { background: vars.color.marigold, color: vars.color.onMarigold, boxShadow: `inset 0 0 0 2px ${vars.color.marigoldEdge}` }],
  agave: [medallionBase, { background: vars.color.agave, color: vars.color.onBrand }],
  night: [medallionBase, { background: vars.color.marker, color: vars.color.markerAccent }],
})

// On paper the disc's fill is left out, and its light drawing with it: a ring and the drawing in ink.
globalStyle(`${medallionBase}`, { '@media': { [media.print]: { background: 'none', boxShadow: 'none', border: `1pt solid ${vars.color.ink}`, color: vars.color.ink } } })

export const title = style({ fontSize: vars.fontSize.lg, color: vars.color.ink, hyphens: 'auto' })

export const text = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
