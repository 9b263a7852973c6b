import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { needsScript } from '../../islands/Island.css'

const dotColor = createVar()

// The box is there from the first paint, at its full height, so the status lands in it without
// moving anything. Without JavaScript no status will come: the box goes too.
// Nor on paper, which outlives the moment it describes.
const slotBase = style([needsScript, { alignItems: 'center', '@media': { [media.print]: { display: 'none' } } }])

export const slot = styleVariants({
  regular: [slotBase, { display: 'flex', minHeight: vars.size.openingStatus }],
  compact: [slotBase, { display: 'inline-flex', minHeight: vars.size.openingStatusCompact }],
})

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
})

export const badge = styleVariants({
  // May wrap to a second line in a narrow column: its box has room for two.
  regular: [badgeBase, { paddingBlock: vars.space.xxs, paddingInline: vars.space.sm, borderRadius: vars.radius.lg, fontSize: vars.fontSize.sm, textWrap: 'balance' }],
  // One line, always: the header's bar does not grow.
  compact: [
    badgeBase,
    { minHeight: vars.size.openingStatusCompact, paddingInline: vars.space.xs, borderRadius: vars.radius.pill, fontSize: vars.fontSize.xs, whiteSpace: 'nowrap' },
  ],
})

// On the page: soft tints with dark text. In the header, on the night blue: solid colours.
export const tone = {
  regular: styleVariants({
    open: { background: vars.color.agaveSoft, color: vars.color.agave, vars: { [dotColor]: vars.color.agave } },
    // Marigold on its own soft tint is 1.8:1 by day: the dot takes the marigold's rim colour.
    closingSoon: { background: vars.color.marigoldSoft, color: vars.color.ink, vars: { [dotColor]: vars.color.marigoldEdge } },
    closed: { background: vars.color.brandSoft, color: vars.color.brandStrong, vars: { [dotColor]: vars.color.brand } },
  }),
  compact: styleVariants({
    open: { background: vars.color.agave, color: vars.color.onBrand, vars: { [dotColor]: 'currentColor' } },
    closingSoon: { background: vars.color.marigold, color: vars.color.onMarigold, vars: { [dotColor]: 'currentColor' } },
    closed: { background: vars.color.brand, color: vars.color.onBrand, vars: { [dotColor]: 'currentColor' } },
  }),
}

export const dot = style({
  flexShrink: 0,
  width: vars.size.statusDot,
  height: vars.size.statusDot,
  borderRadius: vars.radius.pill,
  background: dotColor,
})
