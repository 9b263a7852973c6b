import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { drinkSections } from './drinks'
import { foodSections } from './food'
import type { MenuItem, MenuSection } from './menuTypes'
import { itemsOf } from './veganOnly'

/** The menu's two columns (food left, drinks right), in the specification's order. */
export const menu = { food: foodSections, drinks: drinkSections } as const

export interface MenuColumn {
  id: 'food' | 'drinks'
  label: MessageDescriptor
  sections: readonly MenuSection[]
}

/** The two columns with their names, for the page and its section index. */
export const menuColumns: readonly MenuColumn[] = [
  { id: 'food', label: msg({ message: 'Food', comment: 'Screen-reader name of the food half of the menu section links' }), sections: menu.food },
  { id: 'drinks', label: msg({ message: 'Drinks', comment: 'Screen-reader name of the drinks half of the menu section links; also in the line atop the printed menu’s drinks sheet ("Amigo · Drinks · amigo-riga.example")' }), sections: menu.drinks },
]

/** Every section and subsection, in reading order. */
export function allSections(): MenuSection[] {
  const flatten = (section: MenuSection): MenuSection[] => [section, ...(section.subsections ?? []).flatMap(flatten)]
  return [...menu.food, ...menu.drinks].flatMap(flatten)
}

const drinkIds = new Set(itemsOf(menu.drinks).map((item) => item.id))

/**
 * Whether an item is a drink rather than a dish. Labels such as "Vegan" and "Sold out" agree with
 * the noun they describe in many languages, so they have a message for each (context dish / drink).
 */
export function isDrink(item: MenuItem): boolean {
  return drinkIds.has(item.id)
}

/** Every price on the menu in euro cents, item by item (variants in their order). */
export function itemPrices(item: MenuItem): number[] {
  return item.variants ? item.variants.map((variant) => variant.price) : item.price === undefined ? [] : [item.price]
}
