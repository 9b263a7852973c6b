import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const section = style({ paddingBlock: vars.space.xxl })

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xl,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg } },
})
