import { createVar, fallbackVar, style } from '@vanilla-extract/css'
import { vars } from './theme.css'

/** The ring's colour where a ground sets it; unset, the site's blue (`vars.color.focus`). */
const ringColour = createVar()

/**
 * The one keyboard focus ring, which `global.css.ts` gives every control: 3 px, 2 px off its edge, in
 * the colour its ground asks for: on a red button the blue ring measured 2.4:1 against the night blue
 * around it, where every ring needs 3:1. A few controls draw the ring themselves, in the same two
 * colours (`vars.color.focus`, `focusOnDark`): where it sits inside their box (the language
 * list, the map's buttons) or on a part of them (a blog card's picture, the vegan switch's track).
 */
export const focusRing = {
  outline: `${vars.size.focusRing} solid ${fallbackVar(ringColour, vars.color.focus)}`,
  outlineOffset: '2px',
} as const

/**
 * A night-blue ground (the header, the phone menu, the footer, the home hero and closing card, the
 * invitation card): every ring inside it is marigold, 7.7:1 on the night blue, in both themes.
 */
export const nightGround = style({ vars: { [ringColour]: vars.color.focusOnDark } })
