import { style } from '@vanilla-extract/css'
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
  selectors: { '&[hidden]': { display: 'none' } },
})

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  marginTop: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
})
