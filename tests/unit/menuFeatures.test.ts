import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { allSections, itemPrices, menu } from '../../src/content/menu/menu'
import type { MenuSection } from '../../src/content/menu/menuTypes'
import { itemsOf, visibleSections } from '../../src/content/menu/veganOnly'
import { drawQr, qrPath } from '../../src/qr/qrDrawing'
import { menuData } from '../../src/seo/menuData'

const everySection = [...menu.food, ...menu.drinks]
const veganItemIds = allSections().flatMap((section) => section.items.filter((item) => item.vegan).map((item) => item.id))

describe('the vegan-only filter', () => {
  it('keeps exactly the vegan items, wherever they are', () => {
    const shown = itemsOf(visibleSections(everySection, true))
    expect(shown.map((item) => item.id).toSorted()).toEqual(veganItemIds.toSorted())
    expect(shown.length).toBeGreaterThan(5)
  })

  it('drops the sections left without a vegan item and keeps the order of the rest', () => {
    const ids = visibleSections(everySection, true).map((section) => section.id)
    expect(ids).toContain('sides')
    expect(ids).not.toContain('burritos')
    const order = everySection.map((section) => section.id)
    expect(ids).toEqual(order.filter((id) => ids.includes(id)))
  })

  it('shows the whole menu when off', () => {
    expect(visibleSections(everySection, false)).toBe(everySection)
    expect(itemsOf(everySection)).toHaveLength(allSections().reduce((count, section) => count + section.items.length, 0))
  })
})

describe('the QR code', () => {
  it('encodes the menu address at error correction H as a square of modules', async () => {
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

  it('draws each run of dark modules in a row as one rectangle', () => {
    expect(qrPath({ size: 3, modules: '110011000' })).toBe('M0 0h2v1h-2zM1 1h2v1h-2z')
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
    expect(items).toHaveLength(sourceItems.length)
    items.forEach((item, index) => {
      const offers = [item.offers].flat()
      expect(offers.every((offer) => offer.priceCurrency === 'EUR')).toBe(true)
      expect(offers.map((offer) => Math.round(Number(offer.price) * 100))).toEqual(itemPrices(sourceItems[index]!))
    })
  })

  it('marks the vegan items, and only those, as suitable for a vegan diet', () => {
    const vegan = items.filter((item) => item.suitableForDiet === 'https://schema.org/VeganDiet')
    expect(vegan).toHaveLength(veganItemIds.length)
  })
})
