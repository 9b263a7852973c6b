import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const section = style({ paddingBlock: vars.space.xxl })

// On paper below the page's title (20 pt), as the printed menu's sections are.
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading, breakAfter: 'avoid' } } })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xl,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.lg } },
})
