import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const filter = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  '@media': { [media.print]: { display: 'none' } },
})

export const status = style({ color: vars.color.inkMuted, fontSize: vars.fontSize.sm })
