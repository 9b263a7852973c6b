import { describe, expect, it } from 'vitest'
import { allSections, itemPrices, menu } from '../../src/content/menu/menu'
import { formatPrice } from '../../src/i18n/formatPrice'

const euros = (...values: number[]) => values.map((value) => Math.round(value * 100))
const pricesOf = (sectionId: string) => {
  const section = allSections().find((candidate) => candidate.id === sectionId)
  if (!section) throw new Error(`no section ${sectionId}`)
  return Object.fromEntries(section.items.map((item) => [item.id, itemPrices(item)]))
}

// Section 9 of the specification, "Prices (euro)", written out independently of the menu data.
describe('every price of the specification is on the menu', () => {
  it('tacos: 10, 10, 10, 12, 15 and the vegan Taco Smurf 7', () => {
    const tacos = pricesOf('tacos')
    expect(Object.values(tacos).flat()).toEqual(euros(10, 10, 10, 12, 15, 7))
    expect(tacos['taco-smurf']).toEqual(euros(7))
    expect(allSections().flatMap((s) => s.items).find((item) => item.id === 'taco-smurf')?.vegan).toBe(true)
  })

  it('nachos and starters: 7, 5, 6', () => {
    expect(Object.values(pricesOf('starters')).flat()).toEqual(euros(7, 5, 6))
  })

  it('burritos 8, 9, 10; gringa 7, 8, 9; quesadillas 2, 3, 4, 5; Caesar salad 7, 8, 9; chilaquiles 8, 9; pozole 7', () => {
    expect(pricesOf('burritos').burrito).toEqual(euros(8, 9, 10))
    expect(pricesOf('gringa').gringa).toEqual(euros(7, 8, 9))
    expect(pricesOf('quesadillas').quesadilla).toEqual(euros(2, 3, 4, 5))
    expect(pricesOf('salad')['caesar-salad']).toEqual(euros(7, 8, 9))
    expect(pricesOf('chilaquiles').chilaquiles).toEqual(euros(8, 9))
    expect(pricesOf('pozole').pozole).toEqual(euros(7))
  })

  it('sides: pico de gallo 1; guacamole, black beans, red rice 3 each; snacks 4 each, the mix 6', () => {
    expect(pricesOf('sides')).toEqual({ 'pico-de-gallo': euros(1), guacamole: euros(3), 'black-beans': euros(3), 'red-rice': euros(3) })
    expect(pricesOf('snacks')).toEqual({ totopos: euros(4), fries: euros(4), chicharrones: euros(4), 'snack-mix': euros(6) })
  })

  it('desserts: churros 4, ice cream 2, both 5', () => {
    expect(pricesOf('desserts')).toEqual({ churros: euros(4), 'ice-cream': euros(2), 'churros-ice-cream': euros(5) })
  })

  it('cocktails: most 6, Aperol Spritz 5, Long Island 8; Michelada 8 (+1.5 with prawns), Sangría 6, jar 15', () => {
    const cocktails = ['cocktails-tequila', 'cocktails-rum', 'cocktails-whiskey', 'cocktails-gin', 'cocktails-vodka'].flatMap((id) =>
      Object.values(pricesOf(id)).flat(),
    )
    expect(new Set(cocktails)).toEqual(new Set(euros(6)))
    expect(pricesOf('cocktails-classics')).toEqual({ 'aperol-spritz': euros(5), 'long-island': euros(8) })
    expect(pricesOf('others')).toEqual({ michelada: euros(8, 9.5), sangria: euros(6, 15) })
  })

  it('shots: mezcal 7, two top tequilas 8, vodka, gin, rum, whiskey and balsam 3', () => {
    expect(Object.values(pricesOf('shots')).flat()).toEqual(euros(7, 8, 8, 3, 3, 3, 3, 3))
  })

  it('beer 3–5 and a bucket of six Coronas 21; wine 4 each', () => {
    const beer = pricesOf('beer')
    const { 'corona-bucket': bucket, ...bottles } = beer
    expect(bucket).toEqual(euros(21))
    const bottlePrices = Object.values(bottles).flat()
    expect(Math.min(...bottlePrices)).toBe(300)
    expect(Math.max(...bottlePrices)).toBe(500)
    expect(Object.values(pricesOf('wine')).flat()).toEqual(euros(4, 4, 4))
  })

  it('soft drinks and water 2, coffee and tea 1.5, alcohol-free beer 4–5; mocktails: horchata 2, others 3', () => {
    expect(pricesOf('non-alcoholic')).toEqual({
      'soft-drinks': euros(2),
      water: euros(2),
      coffee: euros(1.5),
      tea: euros(1.5),
      'beer-0': euros(4, 5),
    })
    expect(pricesOf('mocktails')).toEqual({ horchata: euros(2), 'agua-de-jamaica': euros(3), 'virgin-mojito': euros(3), 'virgin-margarita': euros(3) })
  })

  it('no item is sold out today', () => {
    expect(allSections().flatMap((section) => section.items).filter((item) => item.soldOut)).toEqual([])
  })

  it('keeps food on the left and drinks on the right, in the specification order', () => {
    expect(menu.food.map((section) => section.id)).toEqual([
      'tacos', 'starters', 'burritos', 'gringa', 'quesadillas', 'salad', 'chilaquiles', 'pozole', 'sides', 'snacks', 'desserts',
    ])
    expect(menu.drinks.map((section) => section.id)).toEqual(['cocktails', 'shots', 'beer', 'wine', 'others', 'non-alcoholic'])
  })
})

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('prices are written the way each language writes them', () => {
  it('whole euros without decimals, others with two', () => {
    expect(plain(formatPrice('en', 1000))).toBe('€10')
    expect(plain(formatPrice('en', 150))).toBe('€1.50')
    expect(plain(formatPrice('de', 150))).toBe('1,50 €')
    expect(plain(formatPrice('lv', 2100))).toBe('21 €')
    expect(plain(formatPrice('ru', 950))).toBe('9,50 €')
    expect(plain(formatPrice('fi', 700))).toBe('7 €')
    expect(plain(formatPrice('es', 1500))).toBe('€15')
    expect(plain(formatPrice('et', 950))).toBe('9,50 €')
  })
})
