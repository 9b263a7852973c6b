import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const hero = style({
  paddingBlock: vars.space.xl,
  background: `radial-gradient(120% 90% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
})

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xxl } },
})

export const text = style({ display: 'grid', gap: vars.space.md })

export const heading = style({ fontSize: vars.fontSize.display, color: vars.color.ink })

export const lead = style({ maxWidth: vars.size.prose, fontSize: vars.fontSize.lg, color: vars.color.inkMuted })

// The box has its shape before the picture arrives. On a phone the sky is cut, the shop front stays.
export const picture = style({
  aspectRatio: vars.size.storefrontCrop,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.tablet]: { aspectRatio: vars.size.storefrontWhole } },
})

globalStyle(`${picture} img`, { objectPosition: 'center bottom' })
