import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'

export const list = style({ display: 'grid', justifySelf: 'stretch', gap: vars.space.xxs, margin: 0 })

// Days left, hours right, on one dotted line like a printed timetable.
export const row = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.xxs,
  borderBottom: `1px dashed ${vars.color.line}`,
})

export const hours = style({ margin: 0, fontVariantNumeric: 'tabular-nums', fontWeight: vars.fontWeight.medium })

export const closed = style({ margin: 0, color: vars.color.inkMuted })
