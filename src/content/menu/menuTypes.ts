import type { MessageDescriptor } from '@lingui/core'

import type { Allergen, DishBadge, MenuArtName } from '../schema/choices.ts'

export { allergens, dishBadges, menuArtNames, type Allergen, type DishBadge, type MenuArtName } from '../schema/choices.ts'

// The menu as the site renders it: texts as messages, prices in euro cents (./menu.ts reads the owner's file).

/** One price of a dish that comes in several versions (by protein, by size). */
export interface PriceVariant {
  label: MessageDescriptor
  /** Euro cents. */
  price: number
}

export interface MenuItem {
  id: string
  /** Which column it stands in: labels such as "Vegan" agree with their noun in many languages. */
  kind: 'dish' | 'drink'
  name: MessageDescriptor
  description?: MessageDescriptor
  /** Euro cents, for a dish with one price; dishes with versions list `variants` instead. */
  price?: number
  variants?: readonly PriceVariant[]
  /** For cocktails: the base spirit and what goes with it. */
  extraDescription?: MessageDescriptor
  vegan?: boolean
  vegetarian?: boolean
  glutenFree?: boolean
  /** Of the EU's fourteen, those it contains, in Annex II's order; empty for none; undefined while the owner has not given them. */
  allergens?: readonly Allergen[]
  soldOut?: boolean
  badge?: DishBadge
  image?: MenuArtName
}

/** A note from the kitchen or the bar. */
export interface MenuNote {
  text: MessageDescriptor
  /**
   * Euro cents for the note's price placeholders, by name; the page writes them with formatPrice,
   * so a price in a note looks like every other price on the menu. A note never writes money itself.
   */
  prices?: Readonly<Record<string, number>>
}

export interface MenuSection {
  id: string
  title: MessageDescriptor
  /** What every item of the section comes with. */
  intro?: MessageDescriptor
  /** Notes from the kitchen or the bar, shown under the items. */
  notes?: readonly MenuNote[]
  /** A header picture; opens larger in a dialog. */
  image?: MenuArtName
  items: readonly MenuItem[]
  subsections?: readonly MenuSection[]
}
