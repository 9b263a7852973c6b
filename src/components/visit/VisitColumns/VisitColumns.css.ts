import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const columns = style({
  display: 'grid',
  // One column on a phone, as wide as the screen allows: an auto column would grow to its widest
  // unbreakable content and push the page sideways.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  alignItems: 'start',
  paddingBlockStart: vars.space.lg,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 4fr) minmax(0, 7fr)', gap: vars.space.xl },
    // On paper, side by side as on a wide screen: the visit page keeps to one sheet.
    [media.print]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)', gap: vars.space.md, paddingBlockStart: vars.space.sm },
  },
})
