import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

const itemBase = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBottom: `1px dashed ${vars.color.line}`,
  // A rule between dishes, not under the last: it drew a stray line just above the card's edge.
  // Transparent rather than gone, so the row keeps its height.
  selectors: { '&:last-child': { borderBottomColor: 'transparent' } },
  breakInside: 'avoid',
  '@media': { [media.print]: { paddingBlock: `calc(${vars.space.xxs} / 2)` } },
})

export const item = styleVariants({
  available: [itemBase],
  // Muted, price struck through, a label over it: sold out without relying on colour alone.
  soldOut: [itemBase, { color: vars.color.inkMuted }],
})

export const body = style({ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column', gap: vars.space.xxs, '@media': { [media.print]: { gap: 0 } } })

// The price keeps the end of the first line however long the name and badges run.
export const heading = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: vars.space.sm })

export const title = style({ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: vars.space.xs })

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  '@media': { [media.print]: { fontSize: vars.fontSize.printName } },
})

export const price = style({
  fontWeight: vars.fontWeight.medium,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  color: vars.color.brand,
  selectors: { [`${item.soldOut} &`]: { textDecoration: 'line-through', color: vars.color.inkMuted } },
})

// A description on paper at the body's 9 pt: 8 pt was small for a menu read at arm's length.
const onPaperText = { '@media': { [media.print]: { fontSize: vars.fontSize.printText, lineHeight: vars.lineHeight.dense } } }

export const extra = style({ fontSize: vars.fontSize.sm, fontStyle: 'italic', color: vars.color.inkMuted, ...onPaperText })

export const description = style({ fontSize: vars.fontSize.sm, color: vars.color.inkMuted, ...onPaperText })

// On paper the versions of a dish run on one line, as a printed menu sets them.
export const variants = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  '@media': { [media.print]: { display: 'flex', flexWrap: 'wrap', columnGap: vars.space.md, rowGap: 0 } },
})

export const variant = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.fontSize.sm,
  '@media': { [media.print]: { gap: vars.space.xxs, fontSize: vars.fontSize.printText } },
})

export const soldOutLabel = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineEnd: 0,
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

// Beside the name on paper only: the dish's allergen numbers, "–" or "?" (the legend at the end says which).
export const printedMark = style({
  display: 'none',
  '@media': { [media.print]: { display: 'inline', fontSize: vars.fontSize.printSmall, fontWeight: vars.fontWeight.medium, verticalAlign: 'super', lineHeight: 0 } },
})
