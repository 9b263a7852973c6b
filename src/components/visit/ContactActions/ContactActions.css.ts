import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// Stacked at full width: three big targets for a thumb, and no ragged row in any language.
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.print]: { display: 'none' } },
})
