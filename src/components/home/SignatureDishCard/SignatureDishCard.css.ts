import { globalStyle, style, styleVariants } from '@vanilla-extract/css'
import { raisedCardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { breakpoints } from '../../../design/tokens'

// On a tablet the dishes stand in one column: picture beside the text rather than above it.
const tabletOnly = `${media.tablet} and (max-width: ${breakpoints.desktop - 0.02}px)`

const cardBase = style([
  raisedCardSurface,
  {
    position: 'relative',
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    overflow: 'hidden',
    '@media': { [tabletOnly]: { display: 'grid', gridTemplateColumns: '2fr 3fr', alignItems: 'center' } },
  },
])

export const card = styleVariants({
  available: [cardBase],
  // As on the menu: muted, price struck through, a label over it, so colour is not the only sign.
  soldOut: [cardBase, { color: vars.color.inkMuted }],
})

export const picture = style({
  position: 'relative',
  // The drawings are 3:2; the box keeps that shape before the lazy file arrives.
  aspectRatio: '3 / 2',
  background: vars.color.surfaceSunken,
  // On paper only its badge is left, above the dish's name.
  '@media': { [media.print]: { aspectRatio: 'auto', paddingInline: vars.space.lg, paddingBlockStart: vars.space.sm } },
})

// Only the picture fades: the badge's text keeps its contrast.
globalStyle(`${card.soldOut} ${picture} img`, { opacity: 0.5 })

export const badge = style({ position: 'absolute', insetBlockStart: vars.space.sm, insetInlineStart: vars.space.sm, '@media': { [media.print]: { position: 'static' } } })

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.lg })

// The price keeps the end of the name's line, as on the menu.
export const heading = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm })

export const name = style({ fontSize: vars.fontSize.xl })

export const price = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  selectors: { [`${card.soldOut} &`]: { textDecoration: 'line-through', color: vars.color.inkMuted } },
})

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted })

export const soldOutLabel = style({
  position: 'absolute',
  insetBlockStart: vars.space.md,
  insetInlineEnd: vars.space.md,
  transform: 'rotate(-4deg)',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: `2px solid ${vars.color.ink}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.08em',
  fontSize: vars.fontSize.xs,
})
