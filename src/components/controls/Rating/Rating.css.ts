import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

const row = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xxs, flexShrink: 0 })

export const stars = styleVariants({
  sm: [row, { fontSize: vars.fontSize.sm }],
  md: [row, { fontSize: vars.fontSize.lg }],
})

const starBase = style({ width: '1em', height: '1em' })

// The empty part keeps a visible outline on either background (non-text contrast 3:1).
export const star = styleVariants({
  onLight: [starBase, { color: vars.color.marigold, stroke: vars.color.inkMuted }],
  onNight: [starBase, { color: vars.color.marigold, stroke: vars.color.onNightMuted }],
})

export const empty = style({ fill: 'none', strokeWidth: 1.5, strokeLinejoin: 'round' })
export const full = style({ fill: 'currentColor', stroke: 'none' })
