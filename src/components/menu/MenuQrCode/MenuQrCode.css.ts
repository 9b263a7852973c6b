import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { needsScript } from '../../islands/Island.css'

export const card = style([
  cardSurface,
  {
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.sm,
    width: 'fit-content',
    margin: 0,
    marginInline: 'auto',
    marginBlockEnd: vars.space.xxl,
    padding: vars.space.xl,
    textAlign: 'center',
    breakInside: 'avoid',
    // On paper the code is at the top, beside the address (MenuPrintHeader).
    '@media': { [media.print]: { display: 'none' } },
  },
])

export const figure = style({ display: 'grid', justifyItems: 'center', gap: vars.space.sm, margin: 0 })

export const code = style({
  width: vars.size.qrCode,
  height: vars.size.qrCode,
  background: vars.color.qrLight,
})

export const caption = style({ fontFamily: vars.font.display, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold })

export const action = style([needsScript, { '@media': { [media.print]: { display: 'none' } } }])

export const error = style({
  maxWidth: vars.size.prose,
  marginInline: 'auto',
  marginBlockEnd: vars.space.xxl,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  border: `2px solid ${vars.color.brand}`,
  background: vars.color.surface,
  color: vars.color.ink,
  textAlign: 'center',
})
