import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const flag = style({
  width: '1.5em',
  height: '1em',
  flexShrink: 0,
  borderRadius: vars.radius.sm,
  boxShadow: `0 0 0 1px ${vars.color.line}`,
})
