import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { iconButtonOnNight } from '../../../design/recipes.css'

export const menu = style({ display: 'contents' })

export const toggle = style([
  iconButtonOnNight,
  { selectors: { '&[aria-expanded="true"]': { background: vars.color.nightRaised } } },
])

export const panel = style({
  position: 'absolute',
  insetInline: 0,
  top: '100%',
  maxHeight: `calc(100dvh - ${vars.size.headerHeight})`,
  overflowY: 'auto',
  background: vars.color.night,
  borderTop: `1px solid ${vars.color.nightRaised}`,
  boxShadow: vars.shadow.lg,
  padding: vars.space.md,
  zIndex: 1,
  selectors: { '&[hidden]': { display: 'none' } },
})

// The page under the open panel is dimmed, below the header's bar, which stays as it is.
export const scrim = style({ position: 'fixed', inset: `${vars.size.headerHeight} 0 0`, background: vars.color.scrim })

// and it does not scroll: a swipe on it would move the page, not the menu.
globalStyle(`html:has(${scrim})`, { overflow: 'hidden' })

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
})
