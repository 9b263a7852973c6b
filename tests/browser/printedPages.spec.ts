import { address, phone } from '../../src/content/business'
import { openingHours } from '../../src/content/openingHours'
import { formatTime } from '../../src/i18n/formatTime'
import { siteData } from '../serverEntry'
import { expect, languages, pagePaths, test, translation, waitForPageReady, type Page } from './site'

// Every page on paper: guests print the visit page for the way here, and any page may be printed.
// Printers leave out backgrounds unless asked, so what the screen draws light on a dark ground
// (the home hero, the invitation cards) comes out white on white; the test reads what is left on
// the sheet as the print stylesheet lays it out. The menu has its own spec (printedMenu.spec.ts).

/** The pages of a PDF Chromium wrote. */
const sheetCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0

async function printedSheets(page: Page, path: string) {
  await page.goto(path)
  await waitForPageReady(page)
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  // As a browser prints: its print media, the page size the stylesheet asks for, no backgrounds.
  return sheetCount(await page.pdf({ preferCSSPageSize: true, printBackground: false }))
}

/**
 * Every word and icon that prints, whose colour on white paper is under 4.5:1 (words) or 3:1
 * (icons), one line each. Backgrounds do not print, so everything stands on white.
 */
async function paleOnPaper(page: Page): Promise<string[]> {
  await page.emulateMedia({ media: 'print' })
  const found = await page.evaluate(() => {
    // The page runs this one function: its helpers live inside it.
    /* oxlint-disable unicorn/consistent-function-scoping */
    const luminance = (value: string) => {
      const [r, g, b] = value.match(/[\d.]+/g)!.map(Number).map((channel) => channel / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
    }
    const onWhite = (value: string) => 1.05 / (luminance(value) + 0.05)
    const drawn = (element: Element) => {
      const box = element.getBoundingClientRect()
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility === 'visible' && Number(getComputedStyle(element).opacity) > 0
    }
    /* oxlint-enable unicorn/consistent-function-scoping */
    const problems: string[] = []
    for (const element of document.body.querySelectorAll('*')) {
      if (!drawn(element) || element.closest('svg:not(:scope)')) continue
      const style = getComputedStyle(element)
      if (element.tagName.toLowerCase() === 'svg') {
        // Icons draw in their text's colour (currentColor); drawings in <img> keep their own.
        if (element.getAttribute('aria-hidden') === 'true' && onWhite(style.color) < 3) problems.push(`icon in “${element.parentElement?.textContent?.trim().slice(0, 40)}”: ${style.color}, ${onWhite(style.color).toFixed(2)}:1`)
        continue
      }
      const words = [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()).map((node) => node.textContent!.trim()).join(' ')
      if (words && onWhite(style.color) < 4.5) problems.push(`“${words.slice(0, 40)}”: ${style.color}, ${onWhite(style.color).toFixed(2)}:1`)
    }
    return problems
  })
  await page.emulateMedia({ media: 'screen' })
  return found
}

for (const language of ['lv', 'ru'] as const) {
  for (const path of pagePaths.filter((candidate) => candidate !== '/menu')) {
    test(`${language}${path} prints dark on white: no word or icon pale on the paper`, async ({ page }) => {
      await page.goto(`/${language}${path}`)
      await waitForPageReady(page)
      expect(await paleOnPaper(page)).toEqual([])
    })
  }
}

for (const language of languages) {
  test(`the ${language} visit page prints on one A4 sheet`, async ({ page }, testInfo) => {
    const count = await printedSheets(page, `/${language}/visit`)
    testInfo.annotations.push({ type: 'measured', description: `${language}: ${count} A4 sheets` })
    expect(count).toBe(1)
  })
}

test('the printed visit page holds the address, the hours, the phone, the parking, the bus, a street plan and the QR code', async ({ page }) => {
  await page.goto('/lv/visit')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  const main = page.getByRole('main')
  await expect(main).toContainText(address.street)
  await expect(main).toContainText(phone.display)
  for (const { opens, closes } of openingHours) await expect(main.getByText(`${opens}–${closes}`).filter({ visible: true }).first()).toBeVisible()
  for (const carPark of siteData.carParks) await expect(main).toContainText(translation('lv', carPark.name))
  await expect(main).toContainText(siteData.busStop.name)
  await expect(main.locator('img[src*="street-plan"]').filter({ visible: true })).toHaveCount(1)
  await expect(main.locator('svg path[stroke]').filter({ visible: true }).and(page.locator('[data-print-qr] path'))).toHaveCount(1)
  await expect(page.getByText(translation('lv', 'Scan for the map and directions'))).toBeVisible()
  // And nothing a sheet cannot use: the reviews, the buttons, the live status.
  await expect(main.getByRole('link', { name: translation('lv', 'Call us') })).toBeHidden()
  await expect(main.locator('blockquote').filter({ visible: true })).toHaveCount(0)
})

test('the printed about page ends with the address and the week’s hours, without the links or the live status', async ({ page }) => {
  await page.goto('/fi/about')
  await waitForPageReady(page)
  const visit = page.getByRole('main').getByRole('region', { name: translation('fi', 'Come and visit us') })
  await visit.locator('[data-opening-status]').scrollIntoViewIfNeeded()
  await expect(visit.locator('[data-opening-status]')).not.toHaveAttribute('data-opening-status', '')
  await page.emulateMedia({ media: 'print' })
  await expect(visit.locator('address')).toBeVisible()
  await expect(visit.locator('address')).toContainText(address.street)
  for (const { opens, closes } of openingHours) await expect(visit.getByText(`${formatTime('fi', opens)}–${formatTime('fi', closes)}`).first()).toBeVisible()
  // Its links (the visit page, the menu, and the table request's ways without scripts) and its buttons stay on screen.
  await expect(visit.getByRole('link', { name: translation('fi', 'How to find us') })).toBeHidden()
  for (const control of await visit.locator('a, button').all()) await expect(control).toBeHidden()
  await expect(visit.locator('[data-opening-status]')).toBeHidden()
})
