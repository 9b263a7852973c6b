import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'
import { liveLineWordsAttribute } from '../../../hours/datedParts'

// A night-blue card, not a full-width band: the footer below is night blue too, and the cream
// margin between them keeps the two apart. The invitation and its links read first; where and when
// follow under a rule, or stand to their side from tablet width. On paper the card prints as ink on
// white, its links and live status left out: the address and the week's hours are what a sheet keeps.
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
      [media.tablet]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)', alignItems: 'start', padding: vars.space.xxl, columnGap: vars.space.xxl },
      [media.print]: {
        marginBlock: vars.space.lg,
        padding: 0,
        breakInside: 'avoid',
        background: 'none',
        boxShadow: 'none',
        // The night card's own colours, as ink on paper.
        vars: { [vars.color.onNight]: vars.color.ink, [vars.color.onNightMuted]: vars.color.inkMuted, [vars.color.marigold]: vars.color.ink },
      },
    },
  },
])

export const invitation = style({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.onNight })

export const lead = style({ color: vars.color.onNightMuted, fontSize: vars.fontSize.lg, maxWidth: vars.size.prose })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, marginTop: vars.space.xs, '@media': { [media.print]: { display: 'none' } } })

export const facts = style({
  display: 'grid',
  gap: vars.space.lg,
  paddingTop: vars.space.lg,
  borderTop: `1px solid ${vars.color.nightRaised}`,
  '@media': {
    [media.tablet]: { paddingTop: 0, paddingInlineStart: vars.space.xl, borderTop: 'none', borderInlineStart: `1px solid ${vars.color.nightRaised}` },
    [media.print]: { paddingTop: 0, paddingInlineStart: 0, border: 'none' },
  },
})

export const fact = style({ display: 'grid', justifyItems: 'start', gap: vars.space.xs })

// In the card's narrow column the live line may take two lines rather than run past a phone's edge.
globalStyle(`${fact} [${liveLineWordsAttribute}]`, { whiteSpace: 'normal' })

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: vars.color.marigold,
})

export const icon = style({ flexShrink: 0 })
