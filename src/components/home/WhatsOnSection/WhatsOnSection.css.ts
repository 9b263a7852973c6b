import { style } from '@vanilla-extract/css'
import { cardSurface } from '../../../design/recipes.css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

export const cards = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  // Two abreast from a tablet on: a card keeps its days and times on one line, in every language.
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, 1fr)' } },
})

export const coming = style([
  cardSurface,
  {
    display: 'grid',
    gap: vars.space.xs,
    marginTop: vars.space.lg,
    padding: vars.space.lg,
    selectors: { '&[hidden]': { display: 'none' } },
  },
])

export const comingHeading = style({ margin: 0, fontWeight: vars.fontWeight.bold })

export const comingList = style({ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: vars.space.md, rowGap: vars.space.xxs, margin: 0 })

export const comingRow = style({ display: 'contents', selectors: { '&[hidden]': { display: 'none' } } })

export const comingDate = style({ fontWeight: vars.fontWeight.medium })

export const comingWhat = style({ margin: 0 })
