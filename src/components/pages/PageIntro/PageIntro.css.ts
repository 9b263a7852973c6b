import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

const introBase = style({
  paddingBlockStart: vars.space.xxxl,
  background: `radial-gradient(120% 90% at 100% 0%, ${vars.color.surfaceSunken} 0%, transparent 60%)`,
  // On paper the page's heading is a line, not a poster: no room or ink for the glow.
  '@media': { [media.print]: { paddingBlock: `0 ${vars.space.sm}`, background: 'none' } },
})

export const intro = styleVariants({
  roomy: [introBase, { paddingBlockEnd: vars.space.xxxl, '@media': { [media.print]: { paddingBlockEnd: vars.space.sm } } }],
  // When the page's own tools follow right under the lead (the menu's filter).
  snug: [introBase, { paddingBlockEnd: vars.space.lg, '@media': { [media.print]: { paddingBlockEnd: vars.space.sm } } }],
})

// Small capitals in the brand's red, as the about page's section labels: it names the page, the
// heading under it sets the mood.
export const eyebrow = style({
  marginBlockEnd: vars.space.xs,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  color: vars.color.brand,
  // Not on paper: the printed menu's masthead already says what the sheet is.
  '@media': { [media.print]: { display: 'none' } },
})

export const heading = style({
  fontSize: vars.fontSize.display,
  color: vars.color.ink,
  maxWidth: '18ch',
  // On paper the page's title, above its sections' headings (the printed menu's sits under its masthead, MenuPrintHeader).
  '@media': { [media.print]: { fontSize: vars.fontSize.printTitle, maxWidth: 'none' } },
})

export const lead = style({
  marginTop: vars.space.md,
  maxWidth: vars.size.prose,
  fontSize: vars.fontSize.lg,
  color: vars.color.inkMuted,
  '@media': { [media.print]: { marginTop: vars.space.xxs, fontSize: vars.fontSize.print } },
})
