import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: vars.size.touchTarget,
  color: vars.color.onNight,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
})

export const mark = style({ width: '2.25rem', height: '2.25rem', flexShrink: 0 })
export const markSun = style({ fill: vars.color.marigold })
export const markChile = style({ fill: vars.color.emblemChile })
export const markStem = style({ fill: 'none', stroke: vars.color.emblemStem, strokeWidth: 2, strokeLinecap: 'round' })

export const wordmark = style({
  display: 'flex',
  flexDirection: 'column',
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
  letterSpacing: '0.01em',
})

export const tagline = style({
  fontFamily: vars.font.body,
  fontSize: '0.6875rem',
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.onNightMuted,
  marginTop: '0.2rem',
  whiteSpace: 'nowrap',
  display: 'none',
  '@media': { [media.roomyPhone]: { display: 'block' } },
})
