import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { iconButtonOnNight } from '../../../design/recipes.css'

export const menu = style({ display: 'contents' })

export const toggle = style([
  iconButtonOnNight,
  {
    selectors: {
      '&:hover': { background: vars.color.nightRaised },
      '&:focus-visible': { outlineColor: vars.color.focusOnDark },
    },
  },
])

/** The phone header's height: its bar and the reserve strip under it, which stays in reach. */
const belowHeader = `calc(${vars.size.headerHeight} + ${vars.size.headerReserveStrip})`

// The popover sits in the top layer, drawn from the viewport: right under the sticky header.
export const panel = style({
  position: 'fixed',
  inset: `${belowHeader} 0 auto`,
  width: 'auto',
  maxHeight: `calc(100dvh - ${belowHeader})`,
  margin: 0,
  overflowY: 'auto',
  color: 'inherit',
  background: vars.color.night,
  border: 'none',
  borderTop: `1px solid ${vars.color.nightRaised}`,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
})

// The open state is the browser's own (a tap before hydration opens it too), so CSS reads it.
export const whenClosed = style({})
export const whenOpen = style({ display: 'none' })
globalStyle(`${menu}:has(${panel}:popover-open) ${toggle}`, { background: vars.color.nightRaised })
globalStyle(`${menu}:has(${panel}:popover-open) ${whenClosed}`, { display: 'none' })
globalStyle(`${menu}:has(${panel}:popover-open) ${whenOpen}`, { display: 'block' })

// The page under the open panel is dimmed, below the header's bar, which stays as it is. A tap on it
// is the popover's light dismiss: it lands on the scrim, so the link under it is not followed.
export const scrim = style({ display: 'none', position: 'fixed', inset: `${belowHeader} 0 0`, background: vars.color.scrim })
globalStyle(`${menu}:has(${panel}:popover-open) ${scrim}`, { display: 'block' })

// and it does not scroll: a swipe on it would move the page, not the menu.
globalStyle(`html:has(${panel}:popover-open)`, { overflow: 'hidden' })

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
})

// Two ways to book, a thumb's reach apart: the call first, the written request below it.
export const actions = style({ display: 'grid', gap: vars.space.sm })

export const call = style({ display: 'grid', gap: vars.space.xs })
export const request = style({ display: 'grid' })

/** Under the call while the house is closed. */
export const callHours = style({ display: 'none', fontSize: vars.fontSize.sm, color: vars.color.onNightMuted })

// While the opening status in the panel (the OpeningStatus island, awake once the panel is in view)
// says closed, nobody answers the phone: the written request comes first with the primary look, and
// the call after it, plain, with a word on when it is answered. No script of its own: the status's.
const houseClosed = `${panel}:has([data-opening-status="closed"])`
globalStyle(`${houseClosed} ${call}`, { order: 1 })
globalStyle(`${houseClosed} ${callHours}`, { display: 'block' })
globalStyle(`${houseClosed} ${call} a`, { background: 'transparent', color: vars.color.onNight, borderColor: vars.color.onNightMuted })
globalStyle(`${houseClosed} ${call} a:hover`, { background: vars.color.nightRaised })
globalStyle(`${houseClosed} ${request} button`, { background: vars.color.brand, color: vars.color.onBrand, borderColor: vars.color.brand })
globalStyle(`${houseClosed} ${request} button:hover`, { background: vars.color.brandStrong })
