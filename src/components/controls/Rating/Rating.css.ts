import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

const row = style({ display: 'inline-block', width: 'auto', height: '1em', flexShrink: 0, verticalAlign: 'middle', color: vars.color.marigold })

// The empty part keeps a visible outline on either background (non-text contrast 3:1).
export const stars = styleVariants({
  onLight: [row, { stroke: vars.color.inkMuted }],
  onNight: [row, { stroke: vars.color.onNightMuted }],
})

export const size = styleVariants({
  sm: { fontSize: vars.fontSize.sm },
  md: { fontSize: vars.fontSize.lg },
})

export const empty = style({ fill: 'none', strokeWidth: 1.5, strokeLinejoin: 'round' })
export const full = style({ fill: 'currentColor', stroke: 'none' })
