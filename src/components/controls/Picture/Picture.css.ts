import { style, styleVariants } from '@vanilla-extract/css'
import { media } from '../../../design/media'

// On paper the drawings are left out: they filled sheets (the about page took six) and say nothing a
// printed page needs. A photo the owner puts in their place goes the same way.
const base = style({ display: 'block', width: '100%', height: 'auto', '@media': { [media.print]: { display: 'none' } } })

export const image = styleVariants({
  cover: [base, { height: '100%', objectFit: 'cover' }],
  contain: [base, { objectFit: 'contain' }],
})
