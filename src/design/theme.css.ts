import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens'

/** The tokens as CSS variables on :root; styles read `vars.*`, never literals. */
export const vars = createGlobalTheme(':root', tokens)
