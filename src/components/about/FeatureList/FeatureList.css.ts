import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// A sunken band sets the cards apart from the quotes above and below.
export const band = style({ paddingBlock: vars.space.xxl, background: vars.color.surfaceSunken })

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xl,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
})
