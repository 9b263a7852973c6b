import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// A sunken band sets the cards apart from the quotes above and below.
export const band = style({ paddingBlock: vars.space.xxl, background: vars.color.surfaceSunken })

// On paper below the page's title (20 pt), as the printed menu's sections are.
export const heading = style({ fontSize: vars.fontSize.xxl, color: vars.color.ink, '@media': { [media.print]: { fontSize: vars.fontSize.printHeading, breakAfter: 'avoid' } } })

// From two columns up each card takes three rows of the list's grid, as a subgrid (FeatureCard.css.ts):
// the medallions, the titles and the texts of a row of cards each share a height, so every text
// starts on one line, whether its title takes one line or two.
export const item = style({ '@media': { [media.tablet]: { display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: 0 } } })

export const grid = style({
  listStyle: 'none',
  margin: 0,
  marginTop: vars.space.xl,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': {
    [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)', gap: vars.space.lg },
    [media.desktop]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
})
