import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { visuallyHidden } from '../../../design/recipes.css'

export const statusMessage = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xxxl,
  paddingInline: vars.space.md,
})

export const code = style({
  fontFamily: vars.font.display,
  fontSize: 'clamp(5rem, 3rem + 10vw, 10rem)',
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
  color: vars.color.brand,
})

export const hiddenCode = visuallyHidden

export const heading = style({ fontSize: vars.fontSize.xxl })

export const text = style({ maxWidth: vars.size.prose, color: vars.color.inkMuted })

// Small: a wink beside the message, not a hero.
export const picture = style({
  width: '100%',
  maxWidth: vars.size.statusPicture,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  '@media': { [media.print]: { display: 'none' } },
})

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: vars.space.sm, marginTop: vars.space.xs })

// On a phone the first, primary action has a row of its own and the others share the next, in every
// language (Estonian's short labels put two on the first row and left the third alone).
globalStyle(`${actions} > *`, { '@media': { [media.belowTablet]: { flexGrow: 1 } } })
globalStyle(`${actions} > :first-child`, { '@media': { [media.belowTablet]: { flexBasis: '100%' } } })
