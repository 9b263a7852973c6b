import * as v from 'valibot'
import { allergens, dishBadges, menuArtNames, noAllergens, type Allergen } from './choices.ts'
import { entry, flag, id, line, listOf, oneOf, price, someOf, text } from './fields.ts'
import { textRoles } from './textRoles.ts'

const dishName = 'Menu: the name of a dish or drink. Keep a Spanish or brand name as it is unless your language writes it otherwise.'

const containsAny = (given: readonly string[] | undefined, some: readonly Allergen[]) => some.some((allergen) => given?.includes(allergen))

/** One price of an item that comes in several versions (by filling, by size). */
export const priceVariantSchema = entry({
  label: text({ en: 'Version', lv: 'Variants', hint: 'e.g. Chicken or pork; Glass' }, textRoles.variantLabel, 'Menu: a version of a dish or drink (by its filling or its size), shown before its price'),
  price: price({ en: 'Price, €', lv: 'Cena, €' }),
})

export const menuItemSchema = v.pipe(
  entry({
    id: id({ en: 'Name of the entry', lv: 'Ieraksta nosaukums', hint: 'Small letters and hyphens, unique on the menu, e.g. taco-amigo' }),
    name: text({ en: 'Name', lv: 'Nosaukums' }, textRoles.itemName, dishName),
    description: v.optional(text({ en: 'Description', lv: 'Apraksts', hint: 'One sentence in English' }, textRoles.itemDescription, 'Menu: the description of a dish or drink, under its name', { long: true })),
    extraDescription: v.optional(text({ en: 'Made with', lv: 'Sastāvs', hint: 'For cocktails: the spirit and what goes with it' }, textRoles.itemMadeWith, 'Menu: what a cocktail is made with, under its name')),
    price: v.optional(price({ en: 'Price, €', lv: 'Cena, €', hint: 'For one price; for several, give versions instead' })),
    variants: v.optional(listOf(priceVariantSchema, { en: 'Versions with their prices', lv: 'Varianti ar cenām' }, { label: { en: 'version', lv: 'variantu' }, summary: '{{fields.label}}: € {{fields.price}}' })),
    vegan: v.optional(flag({ en: 'Vegan', lv: 'Vegānisks' })),
    vegetarian: v.optional(flag({ en: 'Vegetarian', lv: 'Veģetārs' })),
    glutenFree: v.optional(flag({ en: 'Gluten-free', lv: 'Bez lipekļa' })),
    allergens: v.optional(
      someOf([...allergens, noAllergens], { en: 'Allergens', lv: 'Alergēni', hint: 'Of the EU’s fourteen, those it contains, or “none”. Left empty, the menu says they are not given yet and asks guests to ask.' }, { allowNone: true }),
    ),
    soldOut: v.optional(flag({ en: 'Sold out', lv: 'Izpārdots' })),
    badge: v.optional(oneOf(dishBadges, { en: 'Badge', lv: 'Zīme', hint: 'popular, chef (chef’s choice) or premium' })),
    image: v.optional(oneOf(menuArtNames, { en: 'Drawing', lv: 'Zīmējums' })),
  }),
  v.check((item) => (item.price === undefined) !== (item.variants === undefined || item.variants.length === 0), 'give one price, or versions with their prices, not both'),
  v.check((item) => !item.allergens?.includes(noAllergens) || item.allergens.length === 1, 'has "none" among its allergens: choose "none" alone, or the allergens it contains'),
  v.check((item) => !item.glutenFree || (item.allergens !== undefined && item.allergens.length > 0 && !item.allergens.includes('gluten')), 'is marked gluten-free: give its allergens too, without cereals containing gluten'),
  v.check((item) => !item.vegan || !containsAny(item.allergens, ['eggs', 'milk', 'fish', 'crustaceans', 'molluscs']), 'is marked vegan but its allergens name eggs, milk, fish, crustaceans or molluscs'),
  v.check((item) => !item.vegetarian || !containsAny(item.allergens, ['fish', 'crustaceans', 'molluscs']), 'is marked vegetarian but its allergens name fish, crustaceans or molluscs'),
)

/** A note from the kitchen or the bar; a price in it is written `{name}` and given below, so it looks like every price. */
export const menuNoteSchema = v.pipe(
  entry({
    text: text({ en: 'Note', lv: 'Piezīme' }, textRoles.sectionNote, 'Menu: a note from the kitchen or the bar under a section; a {name} in braces is a price written the way your language writes prices, such as "€3" or "3 €"', { long: true }),
    prices: v.optional(listOf(entry({ name: line({ en: 'Name in the note', lv: 'Nosaukums piezīmē' }, { pattern: /^\w+$/, example: 'surcharge' }), price: price({ en: 'Price, €', lv: 'Cena, €' }) }), { en: 'Prices in the note', lv: 'Cenas piezīmē' }, { label: { en: 'price', lv: 'cenu' }, summary: '{{fields.name}}: € {{fields.price}}' })),
  }),
  v.check((note) => [...note.text.matchAll(/\{(\w+)\}/g)].every(([, name]) => note.prices?.some((given) => given.name === name)), 'names a price in braces that is not given below it'),
)

const sectionFields = {
  id: id({ en: 'Name of the entry', lv: 'Ieraksta nosaukums', hint: 'Small letters and hyphens, unique on the menu, e.g. tacos' }),
  title: text({ en: 'Heading', lv: 'Virsraksts' }, textRoles.sectionTitle, 'Menu: the heading of a section or a group of drinks'),
  intro: v.optional(text({ en: 'What every item comes with', lv: 'Ar ko pasniedz katru ēdienu' }, textRoles.sectionIntro, 'Menu: the introduction of a section, what every item of it comes with', { long: true })),
  image: v.optional(oneOf(menuArtNames, { en: 'Drawing', lv: 'Zīmējums' })),
  notes: v.optional(listOf(menuNoteSchema, { en: 'Notes', lv: 'Piezīmes' }, { label: { en: 'note', lv: 'piezīmi' }, summary: '{{fields.text}}' })),
  items: listOf(menuItemSchema, { en: 'Dishes and drinks', lv: 'Ēdieni un dzērieni' }, { label: { en: 'dish or drink', lv: 'ēdienu vai dzērienu' }, summary: '{{fields.name}} · € {{fields.price}}' }),
}

/** A group inside a section (the cocktails by their spirit). */
export const menuSubsectionSchema = entry(sectionFields)

export const menuSectionSchema = entry({
  ...sectionFields,
  subsections: v.optional(listOf(menuSubsectionSchema, { en: 'Groups', lv: 'Grupas' }, { label: { en: 'group', lv: 'grupu' }, summary: '{{fields.title}}' })),
})

/** src/content/data/menu.json: the two columns of the menu, in their order. */
export const menuFileSchema = entry({
  food: listOf(menuSectionSchema, { en: 'Food', lv: 'Ēdieni' }, { label: { en: 'section', lv: 'sadaļu' }, summary: '{{fields.title}}' }),
  drinks: listOf(menuSectionSchema, { en: 'Drinks', lv: 'Dzērieni' }, { label: { en: 'section', lv: 'sadaļu' }, summary: '{{fields.title}}' }),
})

export type MenuFile = v.InferOutput<typeof menuFileSchema>
export type MenuFileSection = v.InferOutput<typeof menuSectionSchema>
export type MenuFileItem = v.InferOutput<typeof menuItemSchema>

