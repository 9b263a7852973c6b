import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { nightGround } from '../../../design/focusRing.css'
import { media } from '../../../design/media'

// A night-blue card, not a full-width band: the footer below is night blue too, and the cream
// margin between them keeps the two apart. The invitation reads first, its two links after it; on
// wide screens they stand to its side.
export const card = style([
  nightGround,
  {
    display: 'grid',
    gap: vars.space.lg,
    marginBlock: vars.space.xxl,
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.night,
    color: vars.color.onNight,
    boxShadow: vars.shadow.lg,
    backgroundImage: `radial-gradient(120% 100% at 100% 0%, ${vars.color.nightRaised} 0%, transparent 65%)`,
    '@media': {
      // Two links, which a sheet of paper cannot follow: left out of print.
      [media.print]: { display: 'none' },
      [media.tablet]: { padding: vars.space.xxl },
      [media.desktop]: { gridTemplateColumns: '1fr auto', alignItems: 'center', columnGap: vars.space.xxl },
    },
  },
])

export const invitation = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.onNight })

export const lead = style({ color: vars.color.onNightMuted, fontSize: vars.fontSize.lg, maxWidth: vars.size.prose })

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm })
