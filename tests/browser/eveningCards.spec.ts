import { reservationRules } from '../../src/content/reservations'
import { weeklyEvents, type EventKind } from '../../src/content/whatsOn'
import { addDays, rigaToday } from '../../src/hours/calendar'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { eveningsOfEvent } from '../../src/hours/whatsOn'
import { formatEvening } from '../../src/i18n/formatEvening'
import { formatTime } from '../../src/i18n/formatTime'
import { firstOccasion } from '../../src/reservations/tableOccasion'
import { readCalendar } from '../calendarFile'
import { fixedNow } from '../fixedClock'
import { i18nOf, serverEntry } from '../serverEntry'
import { escapeRegExp, expect, test, translation, waitForIsland, waitForPageReady, type Language, type Page } from './site'

// The home page's evening cards (src/components/home/EveningCard/): "Book this evening" opens the
// table request on the evening's next date at its start, or calls without scripts; "Add to
// calendar" downloads that evening's calendar file. The evenings and hours are the owner's.

const { eventKindNames } = serverEntry

const cardOf = (page: Page, language: Language, kind: EventKind) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: i18nOf[language]._(eventKindNames[kind]) }) })

/** The evening's coming dates, and the one its button opens on at the suite's moment. */
function expectedOccasion(eventIndex: number) {
  const today = rigaToday(fixedNow)
  const evenings = eveningsOfEvent(weeklyEvents[eventIndex]!, contentSchedule, today, addDays(today, 20)).flatMap(({ occurrence }) => (occurrence ? [occurrence] : []))
  return firstOccasion(evenings.map(({ date, starts }) => ({ date, time: starts })), contentSchedule, reservationRules, fixedNow)
}

for (const language of ['lv', 'ru'] as const) {
  test(`${language}: each evening's "Book this evening" opens the request on its next evening, at its start`, async ({ page }) => {
    test.skip(!weeklyEvents.length, 'no evening announced')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    for (const [index, event] of weeklyEvents.entries()) {
      const occasion = expectedOccasion(index)
      const book = cardOf(page, language, event.kind).getByRole('button', { name: translation(language, 'Book this evening') })
      await book.scrollIntoViewIfNeeded()
      await book.focus()
      await waitForIsland(page, 'ReserveTable')
      await page.keyboard.press('Enter')
      const panel = page.getByRole('dialog', { name: translation(language, 'Request a table') })
      await expect(panel).toBeVisible()
      await expect(panel.getByText(formatEvening(language, occasion!.date!), { exact: true }), event.id).toBeVisible()
      if (occasion!.time) await expect(panel.getByRole('radio', { checked: true }), event.id).toHaveAccessibleName(new RegExp(formatTime(language, occasion!.time)))
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
    }
  })
}

test('without scripts, "Book this evening" is a call', async ({ browser }) => {
  test.skip(!weeklyEvents.length, 'no evening announced')
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/fi/')
  await expect(page.getByRole('main').getByRole('article').getByRole('link', { name: translation('fi', 'Book this evening by phone') })).toHaveCount(weeklyEvents.length)
  for (const href of await page.getByRole('main').getByRole('article').getByRole('link', { name: translation('fi', 'Book this evening by phone') }).evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(/^tel:\+\d+$/)
  }
  await context.close()
})

test('"Add to calendar" gives the next evening’s calendar file, as a calendar file', async ({ page }) => {
  test.skip(!weeklyEvents.length, 'no evening announced')
  await page.goto('/ru/')
  await waitForPageReady(page)
  const name = new RegExp(escapeRegExp(translation('ru', 'Add to calendar ({date})')).replace(escapeRegExp('{date}'), '.+'))
  const links = page.getByRole('main').getByRole('article').getByRole('link', { name })
  await expect(links).toHaveCount(weeklyEvents.length)
  for (const href of await links.evaluateAll((found) => found.map((link) => link.getAttribute('href')!))) {
    const response = await page.request.get(href)
    expect(response.status(), href).toBe(200)
    expect(response.headers()['content-type']).toBe('text/calendar; charset=utf-8')
    expect(readCalendar(await response.text()).components.filter((component) => component.name === 'VEVENT')).toHaveLength(1)
  }
})
