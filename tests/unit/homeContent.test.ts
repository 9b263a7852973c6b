import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { signatureDishes } from '../../src/content/home'
import { allSections, itemPrices } from '../../src/content/menu/menu'
import { closedDayRuns, closedDays } from '../../src/content/openingHours'

describe('the closed days, as every page writes them: runs of days', () => {
  it('Sunday and Monday are one run across the week’s end, in that order', () => {
    expect(closedDayRuns(['mon', 'sun'])).toEqual([['sun', 'mon']])
  })

  it('are by default the closed days of the opening hours, each once', () => {
    expect(closedDayRuns().flat().toSorted()).toEqual([...closedDays].toSorted())
  })

  it('days apart are runs apart; no closed day is none; every day is one run', () => {
    expect(closedDayRuns(['mon', 'wed'])).toEqual([['mon'], ['wed']])
    expect(closedDayRuns(['sat', 'sun', 'mon', 'tue'])).toEqual([['sat', 'sun', 'mon', 'tue']])
    expect(closedDayRuns([])).toEqual([])
    expect(closedDayRuns(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])).toEqual([['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']])
  })
})

/**
 * A drawing's scene: every shape after its ground (field, dots, line, papel picado strip), colours
 * aside. The three signature dishes were once one plate of three tacos on three grounds, sharing
 * 69–71 % of it.
 */
function sceneOf(src: string): Set<string> {
  const body = readFileSync(`.${src.replace(/\?.*$/, '')}`, 'utf8').split('</defs>')[1] ?? ''
  const shapes = body.match(/<(?:ellipse|path|rect|circle|use)\b[^>]*>/g) ?? []
  return new Set(shapes.slice(4).map((shape) => shape.replace(/#[0-9A-Fa-f]{6}/g, '#').replace(/href="#\w+"/, 'href')))
}

describe('the signature dishes of the home page', () => {
  const menuItems = allSections().flatMap((section) => section.items)

  it('are the specification’s three, in its order, with its badges', () => {
    expect(signatureDishes.map(({ item }) => [item.id, item.badge])).toEqual([
      ['taco-amigo', 'popular'],
      ['apotitaco', 'chef'],
      ['taco-papi', 'premium'],
    ])
  })

  it('are drawn as three different dishes: no two share a shape of their scene', () => {
    const scenes = signatureDishes.map(({ picture }) => sceneOf(picture.src))
    for (const shapes of scenes) expect(shapes.size).toBeGreaterThan(10)
    for (const [index, shapes] of scenes.entries()) {
      for (const other of scenes.slice(index + 1)) expect([...shapes].filter((shape) => other.has(shape))).toEqual([])
    }
  })

  it('are the menu’s own items, so their prices are the menu’s', () => {
    for (const { item } of signatureDishes) {
      const onMenu = menuItems.find((candidate) => candidate.id === item.id)!
      expect(item.name).toBe(onMenu.name)
      expect([item.price]).toEqual(itemPrices(onMenu))
    }
  })
})
