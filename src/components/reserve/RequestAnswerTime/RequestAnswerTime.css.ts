import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const answer = style({ margin: 0, fontSize: vars.fontSize.sm, lineHeight: vars.lineHeight.snug })
