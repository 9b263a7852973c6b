import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const body = style({
  maxWidth: `calc(${vars.size.measure} + 2 * ${vars.space.md})`,
  marginInline: 'auto',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xxl,
  fontSize: vars.fontSize.reading,
  lineHeight: vars.lineHeight.relaxed,
  hyphens: 'auto',
  // On paper: 10 pt at the body's leading, the page's full measure (A4 is about 90 characters).
  '@media': { [media.print]: { maxWidth: 'none', paddingBlock: vars.space.md, fontSize: vars.fontSize.printName, lineHeight: vars.lineHeight.body } },
})

export const paragraph = style({ marginTop: vars.space.lg, '@media': { [media.print]: { marginTop: vars.space.sm } } })

// The opening paragraph answers the title's question: a little larger, to draw the reader in.
export const lead = style({ fontSize: vars.fontSize.lg, lineHeight: vars.lineHeight.body, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printName } } })

export const heading = style({
  marginTop: vars.space.xxl,
  fontSize: vars.fontSize.xl,
  color: vars.color.ink,
  '@media': { [media.print]: { marginTop: vars.space.md, fontSize: vars.fontSize.printHeading, breakAfter: 'avoid' } },
  '::after': {
    content: '""',
    display: 'block',
    width: vars.space.xxl,
    height: vars.space.xxs,
    marginTop: vars.space.sm,
    borderRadius: vars.radius.pill,
    background: vars.color.marigold,
  },
})
