import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  paddingBlockEnd: vars.space.xxxl,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' }, [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})

export const featured = style({ gridColumn: '1 / -1' })
