import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'
import { nightGround } from '../../../design/focusRing.css'

export const chooser = style([
  nightGround,
  {
    flex: 1,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.lg,
    padding: vars.space.xl,
    background: vars.color.night,
    color: vars.color.onNight,
    '@media': { [media.print]: { color: vars.color.ink } },
  },
])

export const name = style({
  fontFamily: vars.font.display,
  fontSize: vars.fontSize.display,
  fontWeight: vars.fontWeight.heavy,
  lineHeight: 1,
})

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.xs,
  width: 'min(100%, 36rem)',
})

export const link = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.onNightMuted}`,
  color: vars.color.onNight,
  '@media': { [media.print]: { color: vars.color.ink } },
  textDecoration: 'none',
  selectors: { '&:hover': { background: vars.color.nightRaised } },
})
