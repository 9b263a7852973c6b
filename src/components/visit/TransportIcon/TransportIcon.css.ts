import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const icon = style({ flexShrink: 0 })

export const frame = style({
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  width: vars.size.avatar,
  height: vars.size.avatar,
  borderRadius: vars.radius.pill,
  background: vars.color.marigoldSoft,
  color: vars.color.brand,
})
