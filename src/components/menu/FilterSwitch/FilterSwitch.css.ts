import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const switchControl = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  fontWeight: vars.fontWeight.medium,
  cursor: 'pointer',
})

// On by the box's own state, not React's attribute: a tap before the switch's code arrives shows at once.
const selected = `${switchControl}:has(input:checked) &`
const trackBorder = '2px'
// The thumb sits centred in the track, and travels its width less its own and the insets.
const thumbInset = `calc((${vars.size.switchTrackHeight} - ${vars.size.switchThumb}) / 2 - ${trackBorder})`

export const track = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  width: vars.size.switchTrackWidth,
  height: vars.size.switchTrackHeight,
  padding: thumbInset,
  borderRadius: vars.radius.pill,
  border: `${trackBorder} solid ${vars.color.inkMuted}`,
  background: vars.color.surface,
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    [selected]: { background: vars.color.agave, borderColor: vars.color.agave },
    [`${switchControl}[data-focus-visible] &`]: { outline: `${vars.size.focusRing} solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const thumb = style({
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  borderRadius: vars.radius.pill,
  background: vars.color.inkMuted,
  transitionProperty: 'transform, background-color',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    [selected]: { transform: `translateX(calc(${vars.size.switchTrackWidth} - ${vars.size.switchThumb} - 2 * (${thumbInset} + ${trackBorder})))`, background: vars.color.onBrand },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})
