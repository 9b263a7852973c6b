import { allergens, type Allergen, type MenuItem } from './menuTypes'

/**
 * An item as the menu's filter counts it, small enough to carry in the page: its allergens as bits
 * in Annex II's order (-1 while not given), then whether it is vegan and whether gluten-free.
 */
export type FilterItem = readonly [allergens: number, vegan: 0 | 1, glutenFree: 0 | 1]

/** What the visitor asks of the menu. */
export interface FilterChoice {
  vegan: boolean
  glutenFree: boolean
  /** Allergens whose items are left out. */
  without: readonly Allergen[]
}

const bitsOf = (some: readonly Allergen[]) => some.reduce((bits, allergen) => bits | (1 << allergens.indexOf(allergen)), 0)

export const filterItemOf = (item: MenuItem): FilterItem => [item.allergens ? bitsOf(item.allergens) : -1, item.vegan ? 1 : 0, item.glutenFree ? 1 : 0]

/** Whether the choice asks anything about allergens (gluten-free counts). */
export const asksAboutAllergens = (choice: FilterChoice) => choice.glutenFree || choice.without.length > 0

/**
 * How many items the filter keeps, and how many of those only because their allergens are not given
 * yet: such an item is never left out as if it contained one, nor kept as if it were free of it.
 */
export function filterCount(items: readonly FilterItem[], choice: FilterChoice): { shown: number; unknown: number } {
  const without = bitsOf(choice.without)
  let shown = 0
  let unknown = 0
  for (const [bits, vegan, glutenFree] of items) {
    if (choice.vegan && !vegan) continue
    if (bits === -1) {
      shown++
      if (asksAboutAllergens(choice)) unknown++
    } else if ((!choice.glutenFree || glutenFree) && (bits & without) === 0) shown++
  }
  return { shown, unknown }
}
