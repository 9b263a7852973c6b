import { keyframes, style } from '@vanilla-extract/css'
import { media } from '../../../design/media'
import { vars } from '../../../design/theme.css'

const fadeIn = keyframes({ from: { opacity: 0 } })
const rise = keyframes({ from: { transform: 'translateY(100%)' } })
const lift = keyframes({ from: { opacity: 0, transform: 'translateY(0.75rem) scale(0.98)' } })

/** The dimmed page under the panel: a tap on it closes the panel. */
export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'center',
  background: vars.color.scrim,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${fadeIn} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.tablet]: { alignItems: 'center', padding: vars.space.lg },
    // The height is what the request needs most on a wide screen (1280 × 800: see the modal).
    [media.desktop]: { paddingBlock: vars.space.sm },
  },
})

/**
 * The panel: on a phone a sheet from the bottom edge, the whole width, as tall as it needs up to most
 * of the screen (it scrolls inside, its head staying); from 740 px a dialog in the middle, from
 * 1024 px a wide one.
 */
export const modal = style({
  width: '100%',
  maxHeight: '92dvh',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  borderRadius: `${vars.radius.lg} ${vars.radius.lg} 0 0`,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-entering]': { animation: `${rise} ${vars.motion.normal} ${vars.motion.easing}` },
    '&[data-exiting]': { animation: `${rise} ${vars.motion.fast} ${vars.motion.easing} reverse` },
  },
  '@media': {
    [media.tablet]: {
      width: 'min(34rem, 100%)',
      maxHeight: '100%',
      // A light edge, by day and at night: its navy head would otherwise run into the navy site
      // header behind it (tests/browser/tableRequest.spec.ts measures it).
      border: `2px solid ${vars.color.onNightMuted}`,
      borderRadius: vars.radius.lg,
      selectors: {
        '&[data-entering]': { animation: `${lift} ${vars.motion.normal} ${vars.motion.easing}` },
        '&[data-exiting]': { animation: `${lift} ${vars.motion.fast} ${vars.motion.easing} reverse` },
      },
    },
    // The choices and the ways to send side by side (TableRequestPanel.css.ts), wide enough that the
    // whole request fits a 1280 × 800 screen in every language, after midnight too.
    [media.desktop]: { width: 'min(76rem, 100%)' },
  },
})
