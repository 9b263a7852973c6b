import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { vars } from '../../../design/theme.css'

// In the top layer, drawn from the viewport: in its middle, as the browser places a popover, as wide
// as a phone allows.
export const list = style({
  width: `min(22rem, calc(100vw - 2 * ${vars.space.sm}))`,
  padding: vars.space.md,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  selectors: { '&:popover-open': { display: 'grid', gap: vars.space.xs } },
})

// From the header: right under it (its bar and, below the desktop width, its reserve strip), at its end edge.
export const underHeader = style({
  position: 'fixed',
  inset: `calc(${vars.size.headerHeight} + ${vars.size.headerReserveStrip}) ${vars.space.sm} auto auto`,
  margin: 0,
  '@media': { [media.desktop]: { insetBlockStart: `calc(${vars.size.headerHeight} + ${vars.size.headerTopBar})` } },
})
