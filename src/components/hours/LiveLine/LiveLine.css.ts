import { createVar, style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { needsScript } from '../../islands/Island.css'
import { liveLineAttribute } from '../../../hours/datedParts'

const dotColor = createVar()

// The box is there from the first paint, at its full height: the head's script fills it as the
// parser reaches it (src/hours/datedParts.ts). Without JavaScript no moment is known: the box goes.
// Nor on paper, which outlives the moment it describes.
const slotBase = style([needsScript, { alignItems: 'center', '@media': { [media.print]: { display: 'none' } } }])

export const slot = styleVariants({
  regular: [slotBase, { display: 'flex', minHeight: vars.size.openingStatus }],
  compact: [slotBase, { display: 'inline-flex', minWidth: 0, minHeight: vars.size.openingStatusCompact }],
})

const tone = (value: string) => `[${liveLineAttribute}="${value}"] > &`

const badgeBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontWeight: vars.fontWeight.medium,
  lineHeight: vars.lineHeight.snug,
  selectors: { [`[${liveLineAttribute}=""] > &`]: { display: 'none' } },
})

export const badge = styleVariants({
  // May wrap in a narrow column: its box has room for two lines, balanced.
  regular: [
    badgeBase,
    {
      paddingBlock: vars.space.xxs,
      paddingInline: vars.space.sm,
      borderRadius: vars.radius.lg,
      fontSize: vars.fontSize.sm,
      textWrap: 'balance',
      // On the page: soft tints with dark text.
      selectors: {
        [tone('open')]: { background: vars.color.agaveSoft, color: vars.color.agave, vars: { [dotColor]: vars.color.agave } },
        // Marigold on its own soft tint is 1.8:1 by day: the dot takes the marigold's rim colour.
        [tone('closingSoon')]: { background: vars.color.marigoldSoft, color: vars.color.ink, vars: { [dotColor]: vars.color.marigoldEdge } },
        [tone('undecided')]: { background: vars.color.marigoldSoft, color: vars.color.ink, vars: { [dotColor]: vars.color.marigoldEdge } },
        [tone('closed')]: { background: vars.color.brandSoft, color: vars.color.brandStrong, vars: { [dotColor]: vars.color.brand } },
      },
    },
  ],
  // One line in the header's bar, which does not grow; on the night blue, solid colours.
  compact: [
    badgeBase,
    {
      minWidth: 0,
      minHeight: vars.size.openingStatusCompact,
      paddingInline: vars.space.xs,
      borderRadius: vars.radius.pill,
      fontSize: vars.fontSize.xs,
      selectors: {
        [tone('open')]: { background: vars.color.agave, color: vars.color.onBrand, vars: { [dotColor]: 'currentColor' } },
        [tone('closingSoon')]: { background: vars.color.marigold, color: vars.color.onMarigold, vars: { [dotColor]: 'currentColor' } },
        [tone('undecided')]: { background: vars.color.marigold, color: vars.color.onMarigold, vars: { [dotColor]: 'currentColor' } },
        [tone('closed')]: { background: vars.color.brand, color: vars.color.onBrand, vars: { [dotColor]: 'currentColor' } },
      },
    },
  ],
})

export const words = styleVariants({
  regular: {},
  compact: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' },
})

export const dot = style({
  flexShrink: 0,
  width: vars.size.statusDot,
  height: vars.size.statusDot,
  borderRadius: vars.radius.pill,
  background: dotColor,
})
