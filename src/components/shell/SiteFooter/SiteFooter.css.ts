import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'

export const footer = style([
  nightGround,
  {
    // On a page shorter than the screen the footer fills the rest, rather than being pushed to its
    // foot: a footer still arriving then grows downward instead of moving up as it grows (a layout
    // shift of 0.09-0.11 on the not-found pages when a slow line paints it half-read).
    flexGrow: 1,
    background: vars.color.night,
    color: vars.color.onNight,
    paddingTop: vars.space.xxl,
    '@media': { [media.print]: { display: 'none' } },
  },
])

// The logo stands above the groups, so that their headings start on one line. On a wide screen the
// groups share one row: four, or three where the page says where and when itself.
const gridBase = style({
  display: 'grid',
  gap: vars.space.xl,
  gridTemplateColumns: 'minmax(0, 1fr)',
  marginTop: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

export const grid = styleVariants({
  four: [gridBase, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } } }],
  three: [gridBase, { '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } } }],
})

export const group = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.xs })

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.marigold,
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.onNight,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover, &[data-hovered]': { textDecoration: 'underline' } },
})

// Beside its clock as the links beside theirs: the days in one column, the times in the next.
export const hoursBlock = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.xs, paddingBlock: vars.space.xxs })

// Level with the first row of the hours, whose line is taller than the icon.
export const hoursIcon = style({ marginTop: vars.space.xxs })

// Inside the content column: the rule ends where the groups above it end.
// The last line leaves a notification's room under it (toastLane): a notice raised at the end of a
// page (the menu's QR download) floats over the clear band, not over the footer's links.
export const rights = style({
  marginTop: vars.space.xl,
  paddingBlock: `${vars.space.lg} ${vars.size.toastLane}`,
  borderTop: `1px solid ${vars.color.nightRaised}`,
  color: vars.color.onNightMuted,
  fontSize: vars.fontSize.sm,
})
