import { style } from '@vanilla-extract/css'
import { media } from '../../../design/media'

// Not on paper: the printed menu's masthead gives the number, and the line it saves keeps the food
// on one sheet under a fortnight of notices (tests/browser/printedNotices.spec.ts).
export const booking = style({ '@media': { [media.print]: { display: 'none' } } })

// A phone number reads as one piece: it never breaks across lines.
export const phoneLink = style({ whiteSpace: 'nowrap' })
