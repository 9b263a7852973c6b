import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const columns = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingBlockEnd: vars.space.xxl,
  alignItems: 'start',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1fr 1fr' },
    // On paper the sections flow through two newspaper columns, with no page left half empty.
    [media.print]: { display: 'block', columns: 2, columnGap: vars.space.xl, paddingBlockEnd: 0 },
  },
})

export const column = style({ display: 'grid', gap: vars.space.lg, '@media': { [media.print]: { display: 'block' } } })
