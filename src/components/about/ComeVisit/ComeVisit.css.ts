import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'

// A night-blue card, not a full-width band: the footer below is night blue too, and the cream
// margin between them keeps the two apart.
export const card = style([
  nightGround,
  {
    display: 'grid',
    gap: vars.space.xl,
    marginBlock: vars.space.xxl,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.night,
    color: vars.color.onNight,
    boxShadow: vars.shadow.lg,
    backgroundImage: `radial-gradient(120% 100% at 100% 0%, ${vars.color.nightRaised} 0%, transparent 65%)`,
    '@media': {
      [media.tablet]: { gridTemplateColumns: '3fr 2fr', alignItems: 'center', padding: vars.space.xxl, gap: vars.space.xxl },
    },
  },
])

export const invitation = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.onNight })

export const lead = style({ color: vars.color.onNightMuted, fontSize: vars.fontSize.lg, maxWidth: vars.size.prose })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs })

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
  '@media': {
    [media.tablet]: { paddingTop: 0, paddingInlineStart: vars.space.xl, borderTop: 'none', borderInlineStart: `1px solid ${vars.color.nightRaised}` },
  },
})

export const fact = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm })

export const icon = style({ flexShrink: 0, marginTop: vars.space.xxs, color: vars.color.marigold })

export const factLabel = style({
  display: 'block',
  marginBottom: vars.space.xxs,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.marigold,
})

export const address = style({ display: 'block', fontStyle: 'normal' })
