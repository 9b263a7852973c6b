import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const channels = style({ display: 'grid', gap: vars.space.sm })

export const heading = style({ fontSize: vars.fontSize.lg })

// Stacked at full width, as the visit page's ways to reach us: big targets, no ragged row.
export const actions = style({ display: 'grid', gap: vars.space.xs })
