import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { storedFiles } from '../../scripts/site/offlineWorker.ts'
import { allSections } from '../../src/content/menu/menu'
import { allergens } from '../../src/content/schema/choices'
import { languages } from '../../src/i18n/languages'
import { translation } from '../catalogText'

// The menu's allergens and dietary marks as the build wrote them, on the page and in the copy the
// offline worker stores: what is not given yet says so, item by item, and the legend names the
// fourteen by Annex II's names in the page's language.

const items = allSections().flatMap((section) => section.items)
const annexNames = ['Cereals containing gluten', 'Crustaceans', 'Eggs', 'Fish', 'Peanuts', 'Soybeans', 'Milk', 'Nuts', 'Celery', 'Mustard', 'Sesame seeds', 'Sulphur dioxide and sulphites', 'Lupin', 'Molluscs']
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')
const occurrences = (html: string, text: string) => html.split(`>${escapeHtml(text)}<`).length - 1
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, json]) => JSON.parse(json!))

for (const language of languages) {
  test(`the ${language} menu, as stored for offline, says "ask us" under each item whose allergens are not given, and lists the fourteen`, async () => {
    const file = join(language, 'menu', 'index.html')
    expect(await storedFiles(language)).toContain(file)
    const html = readFileSync(join('dist', file), 'utf8')
    expect(annexNames).toHaveLength(allergens.length)
    // Under the items, and again in the pictures' dialogs of those with a picture, which name them too.
    const dialogs = [...html.matchAll(/<dialog[\s\S]*?<\/dialog>/g)].map(([dialog]) => dialog)
    const rows = dialogs.reduce((rest, dialog) => rest.replace(dialog, ''), html)
    const askUs = translation(language, 'Allergens not given yet: ask us')
    expect(occurrences(rows, askUs)).toBe(items.filter((item) => !item.allergens).length)
    expect(occurrences(rows, translation(language, 'Allergens: none'))).toBe(items.filter((item) => item.allergens?.length === 0).length)
    const pictured = items.filter((item) => item.image)
    expect(pictured.length).toBeGreaterThan(0)
    expect(dialogs.filter((dialog) => dialog.includes(escapeHtml(askUs)))).toHaveLength(pictured.filter((item) => !item.allergens).length)
    const legend = html.slice(html.indexOf('id="allergen-legend"'))
    expect(legend.length).toBeLessThan(html.length)
    for (const name of annexNames) expect(legend).toContain(`<li>${escapeHtml(translation(language, name))}</li>`)
  })
}

test('the menu’s structured data gives suitableForDiet for the diets the owner marked, and for no other item', () => {
  const html = readFileSync(join('dist', 'en', 'menu', 'index.html'), 'utf8')
  const menu = jsonLd(html).find((block) => block['@type'] === 'Menu')
  const entries: { name: string; suitableForDiet?: string | string[] }[] = menu.hasMenuSection.flatMap(function flat(section: { hasMenuItem?: []; hasMenuSection?: [] }): unknown[] {
    return [...(section.hasMenuItem ?? []), ...(section.hasMenuSection ?? []).flatMap(flat)]
  })
  expect(entries).toHaveLength(items.length)
  items.forEach((item, index) => {
    const expected = [item.vegan && 'https://schema.org/VeganDiet', item.vegetarian && 'https://schema.org/VegetarianDiet', item.glutenFree && 'https://schema.org/GlutenFreeDiet'].filter(Boolean)
    expect({ id: item.id, diets: [entries[index]?.suitableForDiet ?? []].flat() }).toEqual({ id: item.id, diets: expected })
  })
})
