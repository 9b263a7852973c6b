import { style, styleVariants } from '@vanilla-extract/css'

const base = style({ display: 'block', width: '100%', height: 'auto' })

export const image = styleVariants({
  cover: [base, { height: '100%', objectFit: 'cover' }],
  contain: [base, { objectFit: 'contain' }],
})
