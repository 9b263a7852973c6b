import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'

// An invitation to call or follow, which a sheet of paper cannot take up: left out of print.
export const band = style({ paddingBlock: vars.space.xxxl, '@media': { [media.print]: { display: 'none' } } })

export const panel = style([
  nightGround,
  {
    position: 'relative',
    overflow: 'hidden',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: vars.space.md,
    paddingInline: vars.space.lg,
    paddingBlock: `${vars.space.xxxl} ${vars.space.xxl}`,
    borderRadius: vars.radius.lg,
    background: vars.color.night,
    color: vars.color.onNight,
    textAlign: 'center',
    boxShadow: vars.shadow.lg,
    '@media': {
      // Below 360 px the buttons take the width the card's margin would.
      [media.belowSmallPhone]: { paddingInline: vars.space.md },
      [media.tablet]: { paddingInline: vars.space.xxl },
    },
  },
])

export const garland = style({ position: 'absolute', insetBlockStart: 0, insetInline: 0, width: '100%', height: vars.space.xl })

export const string = style({ stroke: vars.color.onNightMuted, strokeWidth: 1.5 })

const flagBase = style({ opacity: 0.9 })

export const flag = styleVariants({
  brand: [flagBase, { fill: vars.color.brand }],
  marigold: [flagBase, { fill: vars.color.marigold }],
  agave: [flagBase, { fill: vars.color.agave }],
  pink: [flagBase, { fill: vars.color.flagPink }],
  sky: [flagBase, { fill: vars.color.flagSky }],
})

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.onNight })

export const text = style({ maxWidth: vars.size.prose, fontSize: vars.fontSize.lg, color: vars.color.onNightMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
})
