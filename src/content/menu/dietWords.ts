import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { allergenNames } from './allergenNames'
import type { MenuItem } from './menuTypes'

type ForKind = Record<MenuItem['kind'], MessageDescriptor>

/** The dietary marks the owner sets, as badges: a word for a dish and one for a drink, which agree with their noun in many languages. */
export const dietWords = {
  vegan: {
    dish: msg({ message: 'Vegan', context: 'dish', comment: 'Badge on a vegan dish' }),
    drink: msg({ message: 'Vegan', context: 'drink', comment: 'Badge on a vegan drink' }),
  },
  vegetarian: {
    dish: msg({ message: 'Vegetarian', context: 'dish', comment: 'Badge on a vegetarian dish' }),
    drink: msg({ message: 'Vegetarian', context: 'drink', comment: 'Badge on a vegetarian drink' }),
  },
  glutenFree: {
    dish: msg({ message: 'Gluten-free', context: 'dish', comment: 'Badge on a dish the restaurant says is gluten-free' }),
    drink: msg({ message: 'Gluten-free', context: 'drink', comment: 'Badge on a drink the restaurant says is gluten-free' }),
  },
} satisfies Record<'vegan' | 'vegetarian' | 'glutenFree', ForKind>

/** The marks an item shows, in order; vegetarian goes unsaid beside vegan. */
export const dietMarksOf = (item: MenuItem) => (['vegan', 'vegetarian', 'glutenFree'] as const).filter((mark) => item[mark] && !(mark === 'vegetarian' && item.vegan))

/** What an item says of the EU's fourteen allergens. */
export const allergenWords = {
  notGiven: msg({ message: 'Allergens not given yet: ask us', comment: 'Menu: under a dish or drink whose allergens the restaurant has not listed yet. Terms: form of address — see the glossary in docs/translating.md.' }),
  none: msg({ message: 'Allergens: none', comment: 'Menu: under a dish or drink that contains none of the fourteen allergens the EU lists' }),
  list: msg({ message: 'Allergens: {list}', comment: 'Menu: under a dish or drink; the placeholder lists the allergens it contains, as numbers from the legend (1, 7) or by their names' }),
}

/** An item's allergens in words: "Allergens: Milk, Eggs", "Allergens: none", or "not given yet: ask us". */
export function allergensText(item: Pick<MenuItem, 'allergens'>, i18n: I18n): string {
  if (!item.allergens) return i18n._(allergenWords.notGiven)
  if (!item.allergens.length) return i18n._(allergenWords.none)
  return i18n._({ ...allergenWords.list, values: { list: item.allergens.map((allergen) => i18n._(allergenNames[allergen])).join(', ') } })
}

/** The marks and allergens of an item in one line, for the enlarged picture: "Vegan · Allergens: none". */
export const itemMarksText = (item: MenuItem, i18n: I18n) => [...dietMarksOf(item).map((mark) => i18n._(dietWords[mark][item.kind])), allergensText(item, i18n)].join(' · ')
