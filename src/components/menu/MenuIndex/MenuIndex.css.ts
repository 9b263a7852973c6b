import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { container } from '../../../design/recipes.css'

export const bar = style({
  position: 'sticky',
  top: vars.size.headerHeight,
  zIndex: vars.zIndex.stickyBar,
  marginBlockEnd: vars.space.lg,
  background: vars.color.page,
  borderBlockEnd: `1px solid ${vars.color.line}`,
  boxShadow: vars.shadow.sm,
  '@media': { [media.print]: { display: 'none' } },
})

// A row that scrolls sideways fades at its end, so a cut-off link reads as "more this way".
const sideways = {
  overflowX: 'auto',
  scrollbarWidth: 'none',
  overscrollBehaviorX: 'contain',
  maskImage: `linear-gradient(to right, black calc(100% - ${vars.space.xl}), transparent)`,
} as const

// Phones: one row of every link that scrolls sideways. Wide screens: a row above each column.
export const groups = style([
  container,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.lg,
    minHeight: vars.size.menuIndexHeight,
    ...sideways,
    '@media': {
      [media.desktop]: { display: 'grid', gridTemplateColumns: '1fr 1fr', overflowX: 'visible', maskImage: 'none' },
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
  '@media': { [media.desktop]: sideways },
})

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
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
