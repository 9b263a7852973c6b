import { i18n } from '@lingui/core'
import type { MenuItem, MenuSection } from '../content/menu/menuTypes'

const euros = (cents: number) => (cents / 100).toFixed(2)

function offer(cents: number, item: MenuItem, name?: string) {
  return {
    '@type': 'Offer',
    ...(name && { name }),
    price: euros(cents),
    priceCurrency: 'EUR',
    availability: item.soldOut ? 'https://schema.org/SoldOut' : 'https://schema.org/InStock',
  }
}

const diets = { vegan: 'https://schema.org/VeganDiet', vegetarian: 'https://schema.org/VegetarianDiet', glutenFree: 'https://schema.org/GlutenFreeDiet' } as const

/** The diets the owner marked an item for: one as a value, several as a list, none left out. */
function suitableForDiet(item: MenuItem) {
  const marked = (['vegan', 'vegetarian', 'glutenFree'] as const).filter((diet) => item[diet]).map((diet) => diets[diet])
  return marked.length === 0 ? {} : { suitableForDiet: marked.length === 1 ? marked[0] : marked }
}

function menuItemData(item: MenuItem) {
  const description = [item.extraDescription, item.description].flatMap((text) => (text ? [i18n._(text)] : [])).join(' ')
  return {
    '@type': 'MenuItem',
    name: i18n._(item.name),
    ...(description && { description }),
    offers: item.variants
      ? item.variants.map((variant) => offer(variant.price, item, i18n._(variant.label)))
      : item.price === undefined
        ? []
        : offer(item.price, item),
    ...suitableForDiet(item),
  }
}

function menuSectionData(section: MenuSection): Record<string, unknown> {
  return {
    '@type': 'MenuSection',
    name: i18n._(section.title),
    ...(section.intro && { description: i18n._(section.intro) }),
    ...(section.items.length > 0 && { hasMenuItem: section.items.map(menuItemData) }),
    ...(section.subsections && { hasMenuSection: section.subsections.map(menuSectionData) }),
  }
}

/** schema.org Menu of every section, item and price, in the active language. */
export function menuData({ url, name, sections }: { url: string; name: string; sections: readonly MenuSection[] }) {
  return {
    '@type': 'Menu',
    '@id': `${url}#menu`,
    url,
    name,
    inLanguage: i18n.locale,
    hasMenuSection: sections.map(menuSectionData),
  }
}
