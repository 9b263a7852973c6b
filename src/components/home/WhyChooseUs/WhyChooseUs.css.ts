import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// On wide screens each card takes three rows of the list's grid, as a subgrid (ReasonCard.css.ts):
// the drawings, the titles and the texts of the three cards each share a height, so the texts
// start on one line, whether a title takes one line or two.
export const item = style({ '@media': { [media.desktop]: { display: 'grid', gridRow: 'span 3', gridTemplateRows: 'subgrid', rowGap: 0 } } })

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [media.desktop]: { gridTemplateColumns: 'repeat(3, 1fr)' } },
})
