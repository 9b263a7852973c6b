import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { allSections, itemPrices, menu } from '../../src/content/menu/menu'
import type { MenuItem, MenuSection } from '../../src/content/menu/menuTypes'
import { itemsOf, visibleSections } from '../../src/content/menu/veganOnly'
import { drawQr } from '../../src/qr/drawQr'
import { qrPath } from '../../src/qr/qrDrawing'
import { menuData } from '../../src/seo/menuData'

const everySection = [...menu.food, ...menu.drinks]
/** Every item of the menu in reading order, walked through `allSections`, not through `itemsOf`. */
const everyItem = allSections().flatMap((section) => section.items)
const veganItemIds = everyItem.filter((item) => item.vegan).map((item) => item.id)

/** A small menu with every case: vegan items among others, in a subsection, and none at all. */
const dish = (id: string, vegan = false): MenuItem => ({ id, kind: 'dish', name: { id }, price: 100, vegan })
const menuSection = (id: string, items: MenuItem[], subsections?: MenuSection[]): MenuSection => ({ id, title: { id }, items, subsections })
const sample = [
  menuSection('mixed', [dish('meat'), dish('beans', true)], [menuSection('mixed-vegan', [dish('salsa', true)]), menuSection('mixed-meat', [dish('ribs')])]),
  menuSection('meat', [dish('steak')]),
  menuSection('grouped', [], [menuSection('grouped-vegan', [dish('rice', true), dish('cheese')])]),
]
const ids = (list: readonly { id: string }[]) => list.map((entry) => entry.id)

describe('the vegan-only filter', () => {
  it('keeps the vegan items of sections and subsections, in their order', () => {
    expect(ids(itemsOf(visibleSections(sample, true)))).toEqual(['beans', 'salsa', 'rice'])
  })

  it('drops every section and subsection left without a vegan item, keeping the order of the rest', () => {
    const shown = visibleSections(sample, true)
    expect(ids(shown)).toEqual(['mixed', 'grouped'])
    expect(ids(shown[0]!.subsections ?? [])).toEqual(['mixed-vegan'])
    expect(ids(shown[1]!.subsections ?? [])).toEqual(['grouped-vegan'])
  })

  it('shows every item, vegan or not, when off', () => {
    expect(ids(itemsOf(visibleSections(sample, false)))).toEqual(['meat', 'beans', 'salsa', 'ribs', 'steak', 'rice', 'cheese'])
    expect(ids(itemsOf(visibleSections(everySection, false)))).toEqual(ids(everyItem))
  })

  it('on the menu, keeps exactly its vegan items, in reading order', () => {
    expect(ids(itemsOf(visibleSections(everySection, true)))).toEqual(veganItemIds)
    // The menu has vegan items in several sections, and sections with none.
    expect(veganItemIds.length).toBeGreaterThan(5)
    expect(ids(visibleSections(everySection, true))).not.toContain('burritos')
  })
})

describe('the QR code', () => {
  it('encodes the menu address at error correction H as a square of modules', async () => {
    // Any 31-byte address: the size below follows from the length.
    const result = await drawQr('https://amigo-riga.example/menu')
    if (!('drawing' in result)) throw new Error(`drawing failed: ${result.error}`)
    const { size, modules } = result.drawing
    // 31 bytes at level H need version 4 (up to 34 bytes): 33 × 33 modules.
    expect(size).toBe(33)
    expect(modules).toMatch(new RegExp(`^[01]{${size * size}}$`))
    // The three finder patterns: a dark 7-module top row in the top left and top right corners.
    expect(modules.slice(0, 7)).toBe('1111111')
    expect(modules.slice(size - 7, size)).toBe('1111111')
  })

  it("reports data too long for any QR code as 'tooLong' instead of throwing", async () => {
    expect(await drawQr('x'.repeat(3000))).toEqual({ error: 'tooLong' })
  })

  it('draws each run of dark modules in a row as one line through the middle of the row', () => {
    const rows = ['1101', '0110', '0000', '1001']
    expect(qrPath({ size: 4, modules: rows.join('') })).toBe('M0 0.5h2m1 0h1M1 1.5h2M0 3.5h1m2 0h1')
  })
})

describe('the menu structured data', () => {
  i18n.loadAndActivate({ locale: 'en', messages: {} })
  const data = menuData({ url: 'https://amigo-riga.example/en/menu', name: 'Menu', sections: everySection })
  type SectionData = { hasMenuItem?: ItemData[]; hasMenuSection?: SectionData[] }
  type ItemData = { name: string; offers: { price: string; priceCurrency: string } | { price: string; priceCurrency: string }[]; suitableForDiet?: string }
  const itemsIn = (sections: SectionData[]): ItemData[] => sections.flatMap((section) => [...(section.hasMenuItem ?? []), ...itemsIn(section.hasMenuSection ?? [])])
  const items = itemsIn(data.hasMenuSection as SectionData[])
  const sourceItems = itemsOf(everySection as MenuSection[])

  it('lists every item with its prices in euro', () => {
    expect(items.map((item) => item.name)).toEqual(sourceItems.map((item) => i18n._(item.name)))
    items.forEach((item, index) => {
      const offers = [item.offers].flat()
      expect(offers.every((offer) => offer.priceCurrency === 'EUR')).toBe(true)
      expect(offers.map((offer) => Math.round(Number(offer.price) * 100))).toEqual(itemPrices(sourceItems[index]!))
    })
  })

  it('marks the vegan items, and only those, as suitable for a vegan diet', () => {
    const marked = items.filter((item) => item.suitableForDiet === 'https://schema.org/VeganDiet').map((item) => item.name)
    expect(marked).toEqual(sourceItems.filter((item) => item.vegan).map((item) => i18n._(item.name)))
    expect(marked.length).toBeGreaterThan(5)
  })
})
