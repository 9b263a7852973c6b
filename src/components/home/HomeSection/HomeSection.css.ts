import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

const bandBase = style({ paddingBlock: vars.space.xxxl, '@media': { [media.print]: { paddingBlock: vars.space.md } } })

export const band = styleVariants({
  page: [bandBase],
  sunken: [bandBase, { background: vars.color.surfaceSunken }],
})

export const intro = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  marginBottom: vars.space.xl,
  textAlign: 'center',
  // A short marigold stroke under the heading, like a brush mark on a painted sign.
  '::after': {
    content: '""',
    order: 1,
    width: vars.space.xxl,
    height: vars.space.xxs,
    borderRadius: vars.radius.pill,
    background: vars.color.marigold,
  },
})

// On paper below the page's title (20 pt), as the printed menu's sections are.
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading, breakAfter: 'avoid' } } })

export const lead = style({ order: 2, maxWidth: vars.size.prose, fontSize: vars.fontSize.lg, color: vars.color.inkMuted })
