import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { afterAll, describe, expect, it } from 'vitest'
import { findAllergensNotGiven } from '../../scripts/checks/launch.ts'
import { contentProblems } from '../../src/content/schema/contentProblems'
import { menuFileSchema, menuItemSchema } from '../../src/content/schema/menu'
import { allergens } from '../../src/content/schema/choices'
import { allSections, menuOf } from '../../src/content/menu/menu'
import { filterCount, filterItemOf, type FilterChoice } from '../../src/content/menu/menuFilter'
import { itemsOf } from '../../src/content/menu/veganOnly'
import { menuData } from '../../src/seo/menuData'
import { givenAllergens, menuWithAllergens } from '../fixtures/menuWithAllergens'

// The EU's fourteen allergens and the dietary marks, as the owner gives them and the menu's filter
// counts them: a dish whose allergens are not given is never counted, nor left out, as if it were safe.

const item = (fields: Record<string, unknown>) => v.safeParse(menuItemSchema, { id: 'taco', name: 'Taco', price: 10, ...fields }).issues?.map((issue) => issue.message) ?? []
const sample = menuOf(menuWithAllergens)
const sampleItems = itemsOf([...sample.food, ...sample.drinks])
const given = new Set(Object.keys(givenAllergens))
const byId = (id: string) => sampleItems.find((candidate) => candidate.id === id)!
const diets = (entry: { suitableForDiet?: string | string[] }) => [entry.suitableForDiet ?? []].flat()

describe('the allergens in the owner’s menu file', () => {
  it('takes those of the fourteen an item contains, or "none", or nothing while not given', () => {
    expect(item({ allergens: ['gluten', 'milk'] })).toEqual([])
    expect(item({ allergens: ['none'] })).toEqual([])
    expect(item({})).toEqual([])
  })

  it('refuses what the fourteen do not name, "none" beside an allergen, and marks their allergens contradict', () => {
    expect(item({ allergens: ['shellfish'] })).toEqual([`"shellfish" is none of ${[...allergens, 'none'].join(', ')}`])
    expect(item({ allergens: ['none', 'milk'] })).toEqual(['has "none" among its allergens: choose "none" alone, or the allergens it contains'])
    expect(item({ allergens: ['gluten'], glutenFree: true })).toEqual(['is marked gluten-free: give its allergens too, without cereals containing gluten'])
    expect(item({ glutenFree: true })).toEqual(['is marked gluten-free: give its allergens too, without cereals containing gluten'])
    expect(item({ allergens: ['milk'], vegan: true })).toEqual(['is marked vegan but its allergens name eggs, milk, fish, crustaceans or molluscs'])
    expect(item({ allergens: ['fish'], vegetarian: true })).toEqual(['is marked vegetarian but its allergens name fish, crustaceans or molluscs'])
  })

  it('accepts the test copy with a few items’ allergens given', () => {
    expect(contentProblems('menu.json', menuFileSchema, menuWithAllergens)).toEqual([])
  })

  it('reads "none" as none, an empty list as not given, and keeps Annex II’s order', () => {
    expect(byId('taco-smurf').allergens).toEqual([])
    expect(byId('taco-baja').allergens).toEqual(['gluten', 'eggs', 'fish', 'mustard'])
    expect(menuOf({ food: [{ id: 's', title: 'S', items: [{ id: 'x', name: 'X', price: 1, allergens: [] }] }], drinks: [] }).food[0]!.items[0]!.allergens).toBeUndefined()
  })
})

describe('the menu’s filter by allergens', () => {
  const items = sampleItems.map(filterItemOf)
  const unknownCount = sampleItems.filter((entry) => !entry.allergens).length
  const choose = (choice: Partial<FilterChoice>) => filterCount(items, { vegan: false, glutenFree: false, without: [], ...choice })

  it('keeps every item whose allergens are not given, whatever allergen is left out, and counts it as unknown', () => {
    expect(unknownCount).toBe(sampleItems.length - given.size)
    for (const allergen of allergens) {
      const { shown, unknown } = choose({ without: [allergen] })
      const containing = sampleItems.filter((entry) => entry.allergens?.includes(allergen)).length
      expect({ allergen, shown, unknown }).toEqual({ allergen, shown: sampleItems.length - containing, unknown: unknownCount })
    }
  })

  it('keeps only what the owner marked gluten-free, and what is not given yet, as unknown', () => {
    const glutenFree = sampleItems.filter((entry) => entry.glutenFree).length
    expect(glutenFree).toBeGreaterThan(0)
    expect(choose({ glutenFree: true })).toEqual({ shown: glutenFree + unknownCount, unknown: unknownCount })
  })

  it('counts no item as unknown while it asks nothing about allergens', () => {
    expect(choose({})).toEqual({ shown: sampleItems.length, unknown: 0 })
    expect(choose({ vegan: true })).toEqual({ shown: sampleItems.filter((entry) => entry.vegan).length, unknown: 0 })
  })

  it('leaves out what contains any of several allergens', () => {
    const { shown } = choose({ without: ['gluten', 'milk'] })
    expect(shown).toBe(sampleItems.filter((entry) => !entry.allergens?.some((allergen) => allergen === 'gluten' || allergen === 'milk')).length)
  })
})

describe('the menu’s structured data', () => {
  it('gives suitableForDiet for each diet the owner marked, and none where none is marked', () => {
    i18n.loadAndActivate({ locale: 'en', messages: {} })
    const data = JSON.stringify(menuData({ url: 'https://amigo.example/en/menu', name: 'Menu', sections: [...sample.food, ...sample.drinks] }))
    const entries = JSON.parse(data).hasMenuSection.flatMap(function flat(section: any): any[] {
      return [...(section.hasMenuItem ?? []), ...(section.hasMenuSection ?? []).flatMap(flat)]
    })
    expect(entries).toHaveLength(sampleItems.length)
    sampleItems.forEach((source, index) => {
      const expected = [source.vegan && 'https://schema.org/VeganDiet', source.vegetarian && 'https://schema.org/VegetarianDiet', source.glutenFree && 'https://schema.org/GlutenFreeDiet'].filter(Boolean)
      expect({ id: source.id, diets: diets(entries[index]) }).toEqual({ id: source.id, diets: expected })
    })
    expect(entries.some((entry: any) => diets(entry).includes('https://schema.org/GlutenFreeDiet'))).toBe(true)
  })
})

describe('the launch check', () => {
  const folder = mkdtempSync(join(tmpdir(), 'amigo-allergens-'))
  afterAll(() => rmSync(folder, { recursive: true, force: true }))

  it('lists every dish and drink whose allergens are not given, at its line, and none that are', async () => {
    mkdirSync(join(folder, 'data'))
    writeFileSync(join(folder, 'data', 'menu.json'), JSON.stringify(menuWithAllergens, null, 2))
    const found = await findAllergensNotGiven(folder)
    expect(found.map((entry) => entry.where.split(' › ').at(-1))).toEqual(allSections().flatMap((section) => section.items.map((entry) => entry.id)).filter((id) => !given.has(id)))
    const lines = JSON.stringify(menuWithAllergens, null, 2).split('\n')
    expect(found[0]?.where).toBe('food › tacos › apotitaco')
    expect(lines[found[0]!.line - 1]).toContain('"id": "apotitaco"')
  })
})
