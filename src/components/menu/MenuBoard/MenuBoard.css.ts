import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const tools = style({ paddingBlockEnd: vars.space.sm })
