import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const section = styleVariants({
  2: {
    padding: vars.space.lg,
    borderRadius: vars.radius.lg,
    background: vars.color.surface,
    boxShadow: vars.shadow.sm,
    // Added to the page's scroll padding (the header): room for the sticky section index.
    scrollMarginTop: vars.size.menuIndexHeight,
    '@media': {
      [media.desktop]: { scrollMarginTop: vars.size.menuIndexHeightWide },
      [media.print]: { padding: 0, background: 'none', boxShadow: 'none', marginBlockEnd: vars.space.lg },
    },
  },
  3: { marginTop: vars.space.lg },
})

export const heading = styleVariants({
  2: { fontSize: vars.fontSize.xl, color: vars.color.brand, breakAfter: 'avoid' },
  3: {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: vars.color.inkMuted,
  },
})

export const intro = style({ marginTop: vars.space.xs, color: vars.color.inkMuted, fontSize: vars.fontSize.sm })

export const items = style({ listStyle: 'none', margin: 0, marginTop: vars.space.xs, padding: 0 })

export const note = style({
  marginTop: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.marigold}`,
  fontSize: vars.fontSize.sm,
})

// The banner sits flush with the card's top and sides, inside its rounded corners.
export const banner = style({ margin: `calc(-1 * ${vars.space.lg})`, marginBottom: vars.space.md, padding: vars.space.xs })
