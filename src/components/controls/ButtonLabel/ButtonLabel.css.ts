import { style } from '@vanilla-extract/css'

// An atomic piece of the line: it moves to the next line whole, and wraps inside only when it is
// wider than the button itself.
export const phrase = style({ display: 'inline-block' })
