import menuFile from '../../src/content/data/menu.json' with { type: 'json' }
import type { MenuFile } from '../../src/content/schema/menu'
import { allergens } from '../../src/content/schema/choices'
import { givenAllergens, menuWithAllergens } from '../fixtures/menuWithAllergens'
import { serverEntry, siteData, message } from '../serverEntry'
import { expect, test, waitForPageReady, type Language, type Page } from './site'

// The menu's allergen filter on a copy of the menu with a few items' allergens given (the owner's
// file has none given yet): the built page, its board rendered from that copy by the build's own
// server renderer. A filter hides only what the owner said contains an allergen; an item whose
// allergens are not given stays, says "ask us", and is counted apart.

const items = siteData.menu.flatMap((section) => section.items)
const given = givenAllergens as Record<string, { allergens: string[]; glutenFree?: boolean }>
const nameOf = (language: Language, id: string) => message(language, items.find((item) => item.id === id)!.name, undefined, 'menu item')

/** Where the board starts in the page, and where its `<div>` closes. */
function boardSpan(html: string, startTag: string): [number, number] {
  const start = html.indexOf(startTag)
  if (start < 0) throw new Error('The built menu page has no board as the server renderer renders it')
  let depth = 0
  for (const tag of html.slice(start).matchAll(/<div\b|<\/div>/g)) {
    depth += tag[0] === '</div>' ? -1 : 1
    if (depth === 0) return [start, start + tag.index + '</div>'.length]
  }
  throw new Error('The board never closes')
}

/** Serves the built menu page with its board rendered from the test copy of the menu. */
async function withAllergensGiven(page: Page, language: Language) {
  const owners = await serverEntry.renderMenuBoard(language, menuFile as MenuFile, 'owner')
  const copy = await serverEntry.renderMenuBoard(language, menuWithAllergens, 'copy')
  await page.route(`/${language}/menu`, async (route) => {
    const response = await route.fetch()
    const html = await response.text()
    const [start, end] = boardSpan(html, owners.slice(0, owners.indexOf('>') + 1))
    await route.fulfill({ response, body: html.slice(0, start) + copy + html.slice(end) })
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/${language}/menu`)
  await waitForPageReady(page)
}

/** The count the filter announces: "Showing N dishes and drinks; M of them with allergens not given yet: ask us". */
const showing = (language: Language, shown: number, unknown: number) =>
  `${message(language, '{shown, plural, one {Showing # dish or drink} other {Showing # dishes and drinks}}', { shown })}; ${message(language, '{unknown, plural, one {# of them with allergens not given yet: ask us} other {# of them with allergens not given yet: ask us}}', { unknown })}`

const row = (page: Page, language: Language, id: string) => page.locator('main section li').filter({ has: page.getByText(nameOf(language, id), { exact: true }) }).first()

for (const language of ['lv', 'de'] as const) {
  test(`${language}: an item shows its allergens' numbers, its names to a screen reader, and "ask us" where they are not given`, async ({ page }) => {
    await withAllergensGiven(page, language)
    const baja = row(page, language, 'taco-baja')
    const numbers = given['taco-baja']!.allergens.map((allergen) => allergens.indexOf(allergen as never) + 1).toSorted((a, b) => a - b)
    await expect(baja.getByText(message(language, 'Allergens: {list}', { list: numbers.join(', ') }))).toBeVisible()
    await expect(baja).toContainText(message(language, 'Cereals containing gluten'))
    await expect(row(page, language, 'apotitaco').getByText(message(language, 'Allergens not given yet: ask us'))).toBeVisible()
    await expect(row(page, language, 'taco-smurf').getByText(message(language, 'Allergens: none'))).toBeVisible()
    // The numbers open the legend, which names the fourteen.
    await baja.getByRole('button', { includeHidden: true }).filter({ hasText: numbers.join(', ') }).click()
    const legend = page.locator('#allergen-legend')
    await expect(legend).toBeVisible()
    await expect(legend.getByRole('listitem')).toHaveCount(14)
    await page.keyboard.press('Escape')
    await expect(legend).toBeHidden()
  })

  test(`${language}: by keyboard, leaving out milk hides what contains it, keeps what is not given as unknown, and says how many`, async ({ page }) => {
    await withAllergensGiven(page, language)
    const summary = page.getByText(message(language, 'Allergens'), { exact: true }).first()
    await summary.focus()
    await page.keyboard.press('Enter')
    const milk = page.getByRole('checkbox', { name: message(language, 'Milk') })
    await milk.focus()
    await page.keyboard.press('Space')
    await expect(milk).toBeChecked()
    const withMilk = Object.entries(given).filter(([, entry]) => entry.allergens.includes('milk')).map(([id]) => id)
    for (const id of withMilk) await expect(row(page, language, id)).toBeHidden()
    await expect(row(page, language, 'taco-amigo')).toBeVisible()
    // Not given: kept, and still says to ask; never hidden, never shown as free of milk.
    const unknown = items.filter((item) => !given[item.id]).map((item) => item.id)
    for (const id of ['apotitaco', 'chilaquiles', 'churros']) {
      expect(unknown).toContain(id)
      await expect(row(page, language, id)).toBeVisible()
      await expect(row(page, language, id)).toContainText(message(language, 'Allergens not given yet: ask us'))
    }
    await expect(page.locator('output').first()).toHaveText(showing(language, items.length - withMilk.length, unknown.length))
  })

  test(`${language}: "gluten-free only" keeps what the owner marked gluten-free, and what is not given yet, never as safe`, async ({ page }) => {
    await withAllergensGiven(page, language)
    const toggle = page.getByRole('switch', { name: message(language, 'Gluten-free only') })
    await toggle.focus()
    await page.keyboard.press('Space')
    await expect(toggle).toBeChecked()
    const glutenFree = Object.entries(given).filter(([, entry]) => entry.glutenFree).map(([id]) => id)
    const notGlutenFree = Object.entries(given).filter(([, entry]) => !entry.glutenFree).map(([id]) => id)
    for (const id of glutenFree) await expect(row(page, language, id)).toBeVisible()
    for (const id of notGlutenFree) await expect(row(page, language, id)).toBeHidden()
    await expect(row(page, language, 'apotitaco')).toBeVisible()
    const unknown = items.filter((item) => !given[item.id]).length
    await expect(page.locator('output').first()).toHaveText(showing(language, glutenFree.length + unknown, unknown))
  })
}
