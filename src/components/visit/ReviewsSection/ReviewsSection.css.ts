import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// Left out of the printed visit page, which keeps to one sheet of what a guest needs to get here.
export const section = style({
  marginBlockStart: vars.space.xxl,
  paddingBlock: vars.space.xxl,
  background: vars.color.surfaceSunken,
  '@media': { [media.print]: { display: 'none' } },
})

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBlockEnd: vars.space.xl,
})

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink })

export const list = style({
  display: 'grid',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.lg },
  },
})
