import { style } from '@vanilla-extract/css'
import { vars } from '../../../design/theme.css'
import { media } from '../../../design/media'

// At the card's foot, whatever its words above: the button, then the calendar link beside or under it.
export const actions = style({
  gridColumn: '1 / -1',
  alignSelf: 'end',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  columnGap: vars.space.md,
  marginBlockStart: vars.space.xs,
  '@media': { [media.print]: { display: 'none' } },
})

export const calendar = style({ selectors: { '&[hidden]': { display: 'none' } } })

export const calendarLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.size.touchTarget,
  color: vars.color.brand,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[hidden]': { display: 'none' } },
})
