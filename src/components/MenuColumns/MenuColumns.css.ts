import { style } from '@vanilla-extract/css'
import { vars } from '../../design/theme.css'
import { media } from '../../design/media'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockEnd: vars.space.xxl,
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: '1fr 1fr' } },
})

export const column = style({ display: 'grid', gap: vars.space.lg })
