import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// Stacked at full width: three big targets for a thumb, and no ragged row in any language.
export const actions = style({
  display: 'grid',
  gap: vars.space.sm,
  '@media': { [media.print]: { display: 'none' } },
})

// Below 360 px the big buttons speak a size smaller, so that "Jälgi meid keskkonnas / Instagram" and
// "Lähetä meille sähköpostia" break between their phrases, not after their first word (V19).
globalStyle(`${actions} :is(a, button)`, { '@media': { [media.belowSmallPhone]: { fontSize: vars.fontSize.sm, paddingInline: vars.space.sm } } })
