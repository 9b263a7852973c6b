import { assignVars, globalStyle, style } from '@vanilla-extract/css'
import { nightVars, vars } from '../src/design/theme.css'
import { tokens } from '../src/design/tokens'

/**
 * The theme toolbar's two themes, in CSS: `data-theme` on the root element (set by preview.tsx from
 * the `theme` global, see theme.ts) assigns the day's or the night's values to the site's own
 * variables, the very values theme.css.ts assigns.
 *
 * `:root[data-theme]` is more specific than the site's `:root` under `media.night`, so a designer
 * whose system is set to dark still sees the day theme while the toolbar says Day, and a designer on
 * a light system sees the night theme when it says Night. The site itself has no `data-theme`: it
 * follows the system setting only.
 */

/** The day theme's colours, shadows and filters, assigned again (the night media query may have replaced them). */
export const dayVars = {
  ...assignVars(vars.color, tokens.color),
  ...assignVars(vars.shadow, tokens.shadow),
  ...assignVars(vars.filter, tokens.filter),
}

globalStyle(':root[data-theme="day"]', { vars: dayVars, colorScheme: 'light' })
globalStyle(':root[data-theme="night"]', { vars: nightVars, colorScheme: 'dark' })

/**
 * One part of a page in one theme, whatever the page's: the token pages paint their day and night
 * panels side by side with these. CSS variables inherit, so everything inside reads the theme's values.
 */
export const themeScope = {
  day: style({ vars: dayVars, colorScheme: 'light' }),
  night: style({ vars: nightVars, colorScheme: 'dark' }),
}
