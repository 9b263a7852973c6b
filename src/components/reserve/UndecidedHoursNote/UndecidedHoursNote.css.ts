import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const note = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.marigoldSoft,
  color: vars.color.ink,
  lineHeight: vars.lineHeight.snug,
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
})

export const icon = style({ flexShrink: 0, marginBlockStart: vars.space.xxs, color: vars.color.marigoldEdge })
