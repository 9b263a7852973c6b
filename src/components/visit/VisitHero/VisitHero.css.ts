import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// On paper the page opens as the printed menu does: the name and the heading on the left, the QR
// code on the right, over a rule; the picture and the line about the guests' reviews stay on screen.
export const hero = style({
  paddingBlock: vars.space.xl,
  background: `radial-gradient(120% 90% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl }, [media.print]: { paddingBlock: `0 ${vars.space.sm}`, background: 'none' } },
})

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'center',
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 7fr)', gap: vars.space.xxl },
    [media.print]: { display: 'flex', justifyContent: 'space-between', gap: vars.space.lg, paddingBlockEnd: vars.space.sm, borderBlockEnd: `1.5pt solid ${vars.color.ink}` },
  },
})

export const text = style({ display: 'grid', gap: vars.space.md, '@media': { [media.print]: { gap: vars.space.xxs } } })

export const printName = style({
  display: 'none',
  '@media': { [media.print]: { display: 'block', fontFamily: vars.font.display, fontSize: vars.fontSize.printTitle, fontWeight: vars.fontWeight.heavy, lineHeight: vars.lineHeight.tight } },
})

export const heading = style({ fontSize: vars.fontSize.display, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } })

export const lead = style({ maxWidth: vars.size.prose, fontSize: vars.fontSize.lg, color: vars.color.inkMuted, '@media': { [media.print]: { display: 'none' } } })

export const printQr = style({ display: 'none', '@media': { [media.print]: { display: 'block' } } })

// The box has its shape before the picture arrives. On a phone the sky is cut, the shop front stays.
export const picture = style({
  aspectRatio: vars.size.storefrontCrop,
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.md,
  background: vars.color.surfaceSunken,
  '@media': { [media.tablet]: { aspectRatio: vars.size.storefrontWhole }, [media.print]: { display: 'none' } },
})

globalStyle(`${picture} img`, { objectPosition: 'center bottom' })
