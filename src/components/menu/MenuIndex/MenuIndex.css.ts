import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { container } from '../../../design/recipes.css'

export const bar = style({
  position: 'sticky',
  // Under the header, with its reserve strip below the desktop width.
  top: `calc(${vars.size.headerHeight} + ${vars.size.headerReserveStrip})`,
  zIndex: vars.zIndex.stickyBar,
  marginBlockEnd: vars.space.lg,
  background: vars.color.page,
  borderBlockEnd: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.desktop]: { top: vars.size.headerHeight }, [media.print]: { display: 'none' } },
})

// Phones: one row of every link that scrolls sideways, fading at its end so a cut-off link reads as
// "more this way". Wide screens: each group wraps above its column, every link in sight, since a
// mouse has no sideways swipe and the fade hid half the sections.
export const groups = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    minHeight: vars.size.menuIndexHeight,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    overscrollBehaviorX: 'contain',
    maskImage: `linear-gradient(to right, black calc(100% - ${vars.space.xl}), transparent)`,
    '@media': {
      // Food has about twice the sections of drinks: at 1280 px every language then wraps to two rows.
      [media.desktop]: { display: 'grid', gridTemplateColumns: '3fr 2fr', alignItems: 'start', paddingBlock: vars.space.xxs, overflowX: 'visible', maskImage: 'none' },
    },
  },
])

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  paddingBlock: vars.space.xxs,
  listStyle: 'none',
  '@media': { [media.desktop]: { flexWrap: 'wrap' } },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  // Rows of links a mouse points at: lower than a finger's, so two or three rows stay a slim bar.
  '@media': { [media.desktop]: { minHeight: vars.size.compactTarget } },
  borderRadius: vars.radius.pill,
  color: vars.color.ink,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&[aria-current]': { background: vars.color.marker, color: vars.color.onMarker },
  },
})
