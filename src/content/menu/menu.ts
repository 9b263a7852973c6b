import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import menuFile from '../data/menu.json' with { type: 'json' }
import { dataMessage } from '../dataMessage.ts'
import type { MenuFile, MenuFileItem, MenuFileSection } from '../schema/menu.ts'
import { textRoles } from '../schema/textRoles.ts'
import { withoutBlanks } from '../schema/withoutBlanks.ts'
import type { MenuItem, MenuSection } from './menuTypes'
import { allergens } from './menuTypes'

// The owner's file (docs/owner.md, "Dishes and prices"), which its schema checks before every build:
// prices in euros there, in cents here, where the site does its sums.
const cents = (euros: number) => Math.round(euros * 100)
const optionalMessage = (text: string | undefined, role: (typeof textRoles)[keyof typeof textRoles]) => (text === undefined ? undefined : dataMessage(text, role))

function itemOf(item: MenuFileItem, kind: MenuItem['kind']): MenuItem {
  return {
    id: item.id,
    kind,
    name: dataMessage(item.name, textRoles.itemName),
    description: optionalMessage(item.description, textRoles.itemDescription),
    extraDescription: optionalMessage(item.extraDescription, textRoles.itemMadeWith),
    price: item.price === undefined ? undefined : cents(item.price),
    variants: item.variants?.length ? item.variants.map((variant) => ({ label: dataMessage(variant.label, textRoles.variantLabel), price: cents(variant.price) })) : undefined,
    vegan: item.vegan,
    vegetarian: item.vegetarian,
    glutenFree: item.glutenFree,
    allergens: item.allergens?.length ? allergens.filter((allergen) => item.allergens?.includes(allergen)) : undefined,
    soldOut: item.soldOut,
    badge: item.badge,
    image: item.image,
  }
}

function sectionOf(section: MenuFileSection, kind: MenuItem['kind']): MenuSection {
  return {
    id: section.id,
    title: dataMessage(section.title, textRoles.sectionTitle),
    intro: optionalMessage(section.intro, textRoles.sectionIntro),
    image: section.image,
    notes: section.notes?.map((note) => ({
      text: dataMessage(note.text, textRoles.sectionNote),
      prices: note.prices && Object.fromEntries(note.prices.map(({ name, price }) => [name, cents(price)])),
    })),
    items: section.items.map((item) => itemOf(item, kind)),
    subsections: 'subsections' in section ? section.subsections?.map((subsection) => sectionOf(subsection, kind)) : undefined,
  }
}

/** A menu file's two columns (food left, drinks right), as the site renders them. */
export const menuOf = (file: MenuFile) => ({ food: file.food.map((section) => sectionOf(section, 'dish')), drinks: file.drinks.map((section) => sectionOf(section, 'drink')) }) as const

/** The menu's two columns, in the specification's order. */
export const menu = menuOf(/* @__PURE__ */ withoutBlanks(menuFile) as MenuFile)

export interface MenuColumn {
  id: 'food' | 'drinks'
  label: MessageDescriptor
  sections: readonly MenuSection[]
}

/** A menu's two columns with their names, for the page and its section index. */
export const columnsOf = ({ food, drinks }: ReturnType<typeof menuOf>): readonly MenuColumn[] => [
  { id: 'food', label: msg({ message: 'Food', comment: 'Screen-reader name of the food half of the menu section links' }), sections: food },
  { id: 'drinks', label: msg({ message: 'Drinks', comment: 'Screen-reader name of the drinks half of the menu section links; also in the line atop the printed menu’s drinks sheet ("Amigo · Drinks · amigo-riga.example")' }), sections: drinks },
]

/** The menu's two columns with their names. */
export const menuColumns = columnsOf(menu)

/** Every section and subsection, in reading order. */
export function allSections(): MenuSection[] {
  const flatten = (section: MenuSection): MenuSection[] => [section, ...(section.subsections ?? []).flatMap(flatten)]
  return [...menu.food, ...menu.drinks].flatMap(flatten)
}

/** Every price on the menu in euro cents, item by item (variants in their order). */
export function itemPrices(item: MenuItem): number[] {
  return item.variants ? item.variants.map((variant) => variant.price) : item.price === undefined ? [] : [item.price]
}
