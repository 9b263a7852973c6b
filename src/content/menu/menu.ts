import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import menuFile from '../data/menu.json' with { type: 'json' }
import { dataMessage } from '../dataMessage.ts'
import type { MenuFile, MenuFileItem, MenuFileSection } from '../schema/menu.ts'
import { textRoles } from '../schema/textRoles.ts'
import { withoutBlanks } from '../schema/withoutBlanks.ts'
import type { MenuItem, MenuSection } from './menuTypes'
import { itemsOf } from './veganOnly'

// The owner's file (docs/owner.md, "Dishes and prices"), which its schema checks before every build:
// prices in euros there, in cents here, where the site does its sums.
const cents = (euros: number) => Math.round(euros * 100)
const optionalMessage = (text: string | undefined, role: (typeof textRoles)[keyof typeof textRoles]) => (text === undefined ? undefined : dataMessage(text, role))

function itemOf(item: MenuFileItem): MenuItem {
  return {
    id: item.id,
    name: dataMessage(item.name, textRoles.itemName),
    description: optionalMessage(item.description, textRoles.itemDescription),
    extraDescription: optionalMessage(item.extraDescription, textRoles.itemMadeWith),
    price: item.price === undefined ? undefined : cents(item.price),
    variants: item.variants?.length ? item.variants.map((variant) => ({ label: dataMessage(variant.label, textRoles.variantLabel), price: cents(variant.price) })) : undefined,
    vegan: item.vegan,
    soldOut: item.soldOut,
    badge: item.badge,
    image: item.image,
  }
}

function sectionOf(section: MenuFileSection): MenuSection {
  return {
    id: section.id,
    title: dataMessage(section.title, textRoles.sectionTitle),
    intro: optionalMessage(section.intro, textRoles.sectionIntro),
    image: section.image,
    notes: section.notes?.map((note) => ({
      text: dataMessage(note.text, textRoles.sectionNote),
      prices: note.prices && Object.fromEntries(note.prices.map(({ name, price }) => [name, cents(price)])),
    })),
    items: section.items.map(itemOf),
    subsections: 'subsections' in section ? section.subsections?.map(sectionOf) : undefined,
  }
}

const file = /* @__PURE__ */ withoutBlanks(menuFile) as MenuFile

/** The menu's two columns (food left, drinks right), in the specification's order. */
export const menu = { food: file.food.map(sectionOf), drinks: file.drinks.map(sectionOf) } as const

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
