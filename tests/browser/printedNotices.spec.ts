import type { HoursException } from '../../src/content/openingHours'
import { addDays, rigaToday } from '../../src/hours/calendar'
import { fixedNow } from '../fixedClock'
import { serverEntry } from '../serverEntry'
import { expect, languages, test, waitForPageReady, type Language, type Page } from './site'

// Paper that holds (V4): with five notices of the coming fortnight, as a holiday season brings, the
// visit page still prints on one A4 sheet and the menu on two, in every language; and what is true
// tonight only does not print. The notices are put into the page as a build that announces them
// writes them (the server renderer's own markup), so these pass whatever the owner announces.

const today = rigaToday(fixedNow)

/** Five notices of every kind: a closed day, a run of closed days, other hours with and without a reason. */
const fiveNotices: readonly HoursException[] = [
  { date: addDays(today, 1), closed: true, reason: 'privateEvent' },
  { from: addDays(today, 4), to: addDays(today, 6), closed: true, reason: 'publicHoliday' },
  { date: addDays(today, 8), opens: '18:00', closes: '01:00', reason: 'holidayHours' },
  { date: addDays(today, 10), opens: '19:00', closes: '23:00' },
  { date: addDays(today, 13), closed: true, reason: 'publicHoliday' },
]

/** The pages of a PDF Chromium wrote. */
const sheetCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0

/** Where each page's build writes its notices: after the week's hours, or (home) in the strip's band for them. */
const noticesPlace = {
  home: { path: '', anchor: 'main li:has([data-opening-status]) + li', where: 'afterbegin' },
  visit: { path: 'visit', anchor: 'main section:has(address) dl', where: 'afterend' },
  menu: { path: 'menu', anchor: '[data-print-header] > div', where: 'afterend' },
} as const

/** Opens a page with notices where its build would write them. */
async function withNotices(page: Page, language: Language, place: keyof typeof noticesPlace, notices: readonly HoursException[] = fiveNotices) {
  const html = await serverEntry.exceptionsMarkup(language, place, notices, today)
  await page.goto(`/${language}/${noticesPlace[place].path}`)
  await waitForPageReady(page)
  await page.evaluate(
    ({ html: markup, anchor, where }) => {
      const hours = document.querySelector(anchor)
      if (!hours) throw new Error(`no place for the notices: ${anchor}`)
      hours.insertAdjacentHTML(where, markup)
    },
    { html, ...noticesPlace[place] },
  )
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
}

const printedSheets = async (page: Page) => sheetCount(await page.pdf({ preferCSSPageSize: true, printBackground: false }))

for (const language of languages) {
  test(`with five notices, the ${language} visit page prints on one A4 sheet`, async ({ page }, testInfo) => {
    await withNotices(page, language, 'visit')
    await expect(page.locator('main [data-dated-group] [data-shown-until]:visible')).toHaveCount(fiveNotices.length)
    const count = await printedSheets(page)
    testInfo.annotations.push({ type: 'measured', description: `${language}: ${count} A4 sheets` })
    expect(count).toBe(1)
  })

  test(`with five notices, the ${language} menu prints on two A4 sheets`, async ({ page }, testInfo) => {
    // The menu's two sheets take Chromium a while to lay out on a busy machine.
    test.slow()
    await withNotices(page, language, 'menu')
    await expect(page.locator('[data-print-header] [data-shown-until]:not([hidden])')).toHaveCount(fiveNotices.length)
    const count = await printedSheets(page)
    testInfo.annotations.push({ type: 'measured', description: `${language}: ${count} A4 sheets` })
    expect(count).toBe(2)
  })
}

for (const path of ['/lv/visit', '/ru/']) {
  test(`${path}: what is on tonight shows on the screen and does not print`, async ({ page }) => {
    await page.goto(path)
    await waitForPageReady(page)
    const tonight = page.locator('main [data-tonight]')
    // The suite's Friday evening has something on only if the owner's evenings say so.
    test.skip((await tonight.locator('visible=true').count()) === 0, 'nothing on at the suite’s moment')
    await page.emulateMedia({ media: 'print' })
    await expect(tonight.locator('visible=true')).toHaveCount(0)
  })
}

// The home page's hours card at 1280 px (V17): the notices take a band across its foot, so the
// three columns above keep their height however many there are, and the band stays lower than them.
for (const language of ['ru', 'fi'] as const) {
  test(`${language}: the home's hours card stays level with 0 to 4 notices at 1280 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const columns = page.locator('main section:has([data-opening-status]) > ul > li')
    const heightsWith = async (count: number) => {
      await withNotices(page, language, 'home', fiveNotices.slice(0, count))
      return columns.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().height)))
    }
    const [address, hours, band, rating] = await heightsWith(0)
    for (const count of [1, 2, 3, 4]) {
      const [withAddress, withHours, withBand, withRating] = await heightsWith(count)
      expect([withAddress, withHours, withRating], `${count} notices`).toEqual([address, hours, rating])
      expect(withBand, `${count} notices`).toBeLessThan(Math.max(address!, hours!, rating!))
      expect(withBand, `${count} notices`).toBeGreaterThan(band!)
    }
  })
}

// The visit page on a phone (V22): the way here (the map, whose card has the address and a route)
// starts within the first two screens, even with five notices in the hours.
for (const language of ['lv', 'ru', 'fi'] as const) {
  test(`${language}: on a 390 px phone the visit page's map starts within two screens, with five notices`, async ({ page }) => {
    const screen = { width: 390, height: 844 }
    await page.setViewportSize(screen)
    await withNotices(page, language, 'visit')
    const top = await page.locator('main amigo-island[data-island="VisitMap"]').evaluate((map) => map.parentElement!.getBoundingClientRect().top + scrollY)
    expect(top).toBeLessThan(2 * screen.height)
  })
}
