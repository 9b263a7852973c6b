import { style, styleVariants } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const section = styleVariants({
  2: [
    cardSurface,
    {
      padding: vars.space.lg,
      // Added to the page's scroll padding (the header): room for the sticky section index.
      scrollMarginTop: vars.size.menuIndexHeight,
      '@media': {
        [media.desktop]: { scrollMarginTop: vars.size.menuIndexHeightWide },
        [media.print]: { padding: 0, background: 'none', boxShadow: 'none', border: 'none', borderRadius: 0, marginBlockEnd: vars.space.xs },
      },
    },
  ],
  3: { marginTop: vars.space.lg, '@media': { [media.print]: { marginTop: vars.space.sm } } },
})

export const heading = styleVariants({
  // A heading never ends a column or a page on paper: it keeps to what follows it.
  2: { fontSize: vars.fontSize.xl, color: vars.color.brand, breakAfter: 'avoid', '@media': { [media.print]: { fontSize: vars.fontSize.printHeading } } },
  3: {
    fontFamily: vars.font.body,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.medium,
    letterSpacing: '0.12em',
    textTransform: 'uppercase',
    color: vars.color.inkMuted,
    breakAfter: 'avoid',
    '@media': { [media.print]: { fontSize: vars.fontSize.printSmall } },
  },
})

export const intro = style({
  marginTop: vars.space.xs,
  color: vars.color.inkMuted,
  fontSize: vars.fontSize.sm,
  breakAfter: 'avoid',
  '@media': { [media.print]: { marginTop: vars.space.xxs, fontSize: vars.fontSize.printText, lineHeight: vars.lineHeight.dense } },
})

// On paper a list of up to ten dishes stays in one column with its heading: split, its second half
// stood at the top of the next column under no heading (the shots, on the drinks sheet). A longer
// one may break, or its section would leave half a column empty.
export const items = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xs,
  padding: 0,
  '@media': { [media.print]: { selectors: { '&:not(:has(> :nth-child(11)))': { breakInside: 'avoid' } } } },
})

export const note = style({
  marginTop: vars.space.sm,
  paddingInlineStart: vars.space.sm,
  borderInlineStart: `3px solid ${vars.color.marigold}`,
  fontSize: vars.fontSize.sm,
  breakInside: 'avoid',
  '@media': { [media.print]: { marginTop: vars.space.xs, fontSize: vars.fontSize.printText, borderInlineStartColor: vars.color.ink } },
})

// The banner sits flush with the card's top and sides, inside its rounded corners.
// Not on paper, where its picture is left out: its empty box set the column's first heading 5 mm
// lower than its neighbour's.
export const banner = style({ margin: `calc(-1 * ${vars.space.lg})`, marginBottom: vars.space.md, padding: vars.space.xs, '@media': { [media.print]: { display: 'none' } } })
