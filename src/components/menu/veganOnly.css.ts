import { globalStyle, style } from '@vanilla-extract/css'

/**
 * The vegan-only filter is the switch's own checkbox, read by CSS (`:has()`): ticked, it hides every
 * dish and drink that is not vegan, each section and index link left with none, and the vegan
 * badges, which would only repeat the filter. So a tap filters at once, before any script and
 * without one; the switch's island only adds the live count (VeganFilter).
 */
export const board = style({})

/** The switch's checkbox (react-aria's Switch draws it inside this label). */
export const filterSwitch = style({})

/** Hidden while the filter is on: what is not vegan, or holds nothing vegan. */
export const notVegan = style({})

/** A vegan badge, hidden while the filter is on. */
export const veganBadge = style({ display: 'contents' })

const filterOn = `${board}:has(${filterSwitch} input:checked)`
globalStyle(`${filterOn} ${notVegan}, ${filterOn} ${veganBadge}`, { display: 'none' })
