import { globalStyle, style } from '@vanilla-extract/css'
import { allergens, type Allergen } from '../../content/menu/menuTypes'
import { vars } from '../../design/theme.css'
import { board } from './veganOnly.css'

/**
 * The gluten-free switch and the allergens' checkboxes filter the menu as the vegan switch does: by
 * CSS reading their own inputs (`:has()`), before and without any script. They hide only what the
 * owner said contains an allergen or is not gluten-free; an item whose allergens are not given yet
 * stays, its "ask us" line marked, and is never counted as safe (src/content/menu/menuFilter.ts).
 */
export const glutenFreeSwitch = style({})

/** The allergens' checkboxes; each input's value is the allergen it leaves out. */
export const allergenChoices = style({})

/** An item, or a section with only such items, that the owner gave allergens for and did not mark gluten-free. */
export const notGlutenFree = style({})

/** An item, or a section with only such items, that contains the allergen. */
export const contains = Object.fromEntries(allergens.map((allergen) => [allergen, style({}, `contains-${allergen}`)])) as Record<Allergen, string>

/** The "ask us" line of an item whose allergens are not given yet: it stands out while a filter asks about allergens. */
export const allergensUnknown = style({})

const glutenFreeOn = `${board}:has(${glutenFreeSwitch} input:checked)`
globalStyle(`${glutenFreeOn} ${notGlutenFree}`, { display: 'none' })
for (const allergen of allergens) {
  globalStyle(`${board}:has(${allergenChoices} input[value="${allergen}"]:checked) ${contains[allergen]}`, { display: 'none' })
}
globalStyle(`${board}:is(:has(${glutenFreeSwitch} input:checked), :has(${allergenChoices} input:checked)) ${allergensUnknown}`, {
  color: vars.color.ink,
  fontWeight: vars.fontWeight.bold,
})
