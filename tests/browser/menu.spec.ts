import { phone } from '../../src/content/business'
import { formatPrice } from '../../src/i18n/formatPrice'
import { siteData } from '../serverEntry'
import { expect, languages, test, translation, waitForPageReady, type Language, type Page } from './site'

const sections = siteData.menu
const items = sections.flatMap((section) => section.items)
const normalize = (text: string) => text.replace(/\s/g, ' ')

async function expectWholeMenu(page: Page, language: Language) {
  for (const section of sections) {
    await expect(page.getByRole('heading', { name: translation(language, section.title), exact: true })).toBeVisible()
  }
  const rows = page.locator('main section li')
  for (const item of items) {
    const row = rows.filter({ has: page.getByText(translation(language, item.name), { exact: true }) }).first()
    const text = normalize((await row.textContent()) ?? '')
    for (const price of item.prices) expect(text, `${item.id} in ${language}`).toContain(normalize(formatPrice(language, price)))
  }
}

for (const language of languages) {
  test(`the ${language} menu names itself above its slogan, and shows every section, every dish and every price`, async ({ page }) => {
    await page.goto(`/${language}/menu`)
    await waitForPageReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi casa es tu casa')
    // On a phone the navigation is folded away: this line is what says "menu" on the first screen.
    await expect(page.getByRole('main').locator('p:has(+ h1)')).toHaveText(translation(language, 'Menu'))
    await expect(page.getByRole('main').getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`)
    await expectWholeMenu(page, language)
  })
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the menu lists every dish and price', async ({ page }) => {
    await page.goto('/ru/menu')
    await expectWholeMenu(page, 'ru')
  })
})

test('food is on the left and drinks on the right on a wide screen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/menu')
  const tacos = await page.locator('#tacos').boundingBox()
  const cocktails = await page.locator('#cocktails').boundingBox()
  expect(tacos!.x).toBeLessThan(cocktails!.x)
  expect(Math.abs(tacos!.y - cocktails!.y)).toBeLessThan(5)
})
