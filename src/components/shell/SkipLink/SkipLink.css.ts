import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.md,
  top: vars.space.xs,
  zIndex: vars.zIndex.toast,
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.pill,
  background: vars.color.marigold,
  color: vars.color.onMarigold,
  fontWeight: vars.fontWeight.medium,
  transform: 'translateY(-200%)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  selectors: { '&:focus': { transform: 'translateY(0)' } },
})
