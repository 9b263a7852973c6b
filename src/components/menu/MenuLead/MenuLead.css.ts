import { style } from '@vanilla-extract/css'

// A phone number reads as one piece: it never breaks across lines.
export const phoneLink = style({ whiteSpace: 'nowrap' })
