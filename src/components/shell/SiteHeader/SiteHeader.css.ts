import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { nightGround } from '../../../design/focusRing.css'

export const header = style([
  nightGround,
  {
    position: 'sticky',
    top: 0,
    zIndex: vars.zIndex.header,
    background: vars.color.night,
    color: vars.color.onNight,
    boxShadow: vars.shadow.md,
    // The same on every page: a link's page transition leaves it where it is (src/design/pageTransitions.css).
    viewTransitionName: 'site-header',
    '@media': {
      // The address line scrolls away; the bar with the logo and the navigation stays.
      [media.desktop]: { top: `calc(-1 * ${vars.size.headerTopBar})` },
      [media.print]: { display: 'none' },
    },
  },
])

export const topBar = style({
  display: 'none',
  alignItems: 'center',
  height: vars.size.headerTopBar,
  borderBottom: `1px solid ${vars.color.nightRaised}`,
  '@media': { [media.desktop]: { display: 'flex' } },
})

export const bar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  '@media': { [media.belowRoomyPhone]: { gap: vars.space.xs } },
})

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs })

// The phone menu is a native popover, which opens with or without JavaScript.
export const wideOnly = style({ display: 'none', '@media': { [media.desktop]: { display: 'block' } } })

export const narrowOnly = style({ '@media': { [media.desktop]: { display: 'none' } } })

// The strip under the phone header's bar that holds the table request's button.
export const reserveStrip = style({ display: 'flex', '@media': { [media.desktop]: { display: 'none' } } })
