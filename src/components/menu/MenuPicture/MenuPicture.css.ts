import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

const triggerBase = style({
  position: 'relative',
  display: 'block',
  padding: 0,
  border: 'none',
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  cursor: 'zoom-in',
  // Tapped before its island's code came, where the browser cannot open the dialog by itself.
  selectors: { '&[aria-busy="true"]': { cursor: 'progress' } },
  '@media': { [media.print]: { display: 'none' } },
})

export const trigger = styleVariants({
  // The drawings keep their subject in the middle band, so a 3:1 crop still reads.
  banner: [triggerBase, { width: '100%', aspectRatio: '3 / 1', borderRadius: vars.radius.md }],
  thumbnail: [triggerBase, { flexShrink: 0, width: vars.size.thumbnail, aspectRatio: '1', borderRadius: vars.radius.md }],
})

export const image = style({
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.motion.slow,
  transitionTimingFunction: vars.motion.easing,
  selectors: { [`${triggerBase}:hover &`]: { transform: 'scale(1.04)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
})

export const zoomHint = style({
  position: 'absolute',
  insetBlockEnd: vars.space.xs,
  insetInlineEnd: vars.space.xs,
  display: 'grid',
  placeItems: 'center',
  width: vars.size.iconBadge,
  height: vars.size.iconBadge,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.ink,
  boxShadow: vars.shadow.sm,
  selectors: { [`${trigger.thumbnail} &`]: { insetBlockEnd: vars.space.xxs, insetInlineEnd: vars.space.xxs, width: vars.size.iconBadgeSmall, height: vars.size.iconBadgeSmall } },
})
