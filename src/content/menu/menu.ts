import { drinkSections } from './drinks'
import { foodSections } from './food'
import type { MenuItem, MenuSection } from './menuTypes'

/** The menu's two columns (food left, drinks right), in the specification's order. */
export const menu = { food: foodSections, drinks: drinkSections } as const

/** Every section and subsection, in reading order. */
export function allSections(): MenuSection[] {
  const flatten = (section: MenuSection): MenuSection[] => [section, ...(section.subsections ?? []).flatMap(flatten)]
  return [...menu.food, ...menu.drinks].flatMap(flatten)
}

/** Every price on the menu in euro cents, item by item (variants in their order). */
export function itemPrices(item: MenuItem): number[] {
  return item.variants ? item.variants.map((variant) => variant.price) : item.price === undefined ? [] : [item.price]
}
