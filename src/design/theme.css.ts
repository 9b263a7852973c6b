import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css'
import { media } from './media'
import { nightTokens } from './nightTokens'
import { cyrillicFont, tokens } from './tokens'

/** The tokens as CSS variables on :root; styles read `vars.*`, never literals. */
export const vars = createGlobalTheme(':root', tokens)

/** The night theme's values of the same variables: what `media.night` (and Storybook's theme switch) assigns. */
export const nightVars = {
  ...assignVars(vars.color, nightTokens.color),
  ...assignVars(vars.shadow, nightTokens.shadow),
  ...assignVars(vars.filter, nightTokens.filter),
}

// Chosen by the visitor's system setting, in CSS alone: no script, so no flash of the day theme,
// and the prerendered HTML carries it.
globalStyle(':root', { '@media': { [media.night]: { vars: nightVars } } })

// A Russian page draws its text from each family's Cyrillic file alone, so the page changes font
// once while it loads (fonts.css).
globalStyle(':root:lang(ru)', { vars: assignVars(vars.font, cyrillicFont) })
