import { style } from '@vanilla-extract/css'

export const main = style({ outline: 'none' })
