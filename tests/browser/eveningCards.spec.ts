import { reservationRules } from '../../src/content/reservations'
import { weeklyEvents, type EventKind, type WeeklyEvent } from '../../src/content/whatsOn'
import { contentSchedule } from '../../src/hours/contentSchedule'
import type { Schedule } from '../../src/hours/schedule'
import { occurrenceOn } from '../../src/hours/whatsOn'
import { formatEvening } from '../../src/i18n/formatEvening'
import { formatTime } from '../../src/i18n/formatTime'
import { firstOccasion, type TableOccasion } from '../../src/reservations/tableOccasion'
import { readCalendar } from '../calendarFile'
import { fixedNow } from '../fixedClock'
import { i18nOf, serverEntry } from '../serverEntry'
import { escapeRegExp, expect, test, translation, waitForPageReady, type Language, type Page } from './site'

// The home page's evening cards (src/components/home/EveningCard/): "Book this evening" opens the
// table request on the evening's next date at its start, or calls without scripts; "Add to
// calendar" downloads that evening's calendar file. The evenings and hours are the owner's.

const { eventKindNames } = serverEntry

const cardOf = (page: Page, language: Language, kind: EventKind) => page.getByRole('main').getByRole('article').filter({ has: page.getByRole('heading', { level: 3, name: i18nOf[language]._(eventKindNames[kind]) }) })

/**
 * The evenings a card's button carries (its island's props, from the build's day on), each checked
 * against the owner's evenings, and the one it opens on at the suite's moment.
 */
async function expectedOccasion(card: ReturnType<typeof cardOf>, event: WeeklyEvent) {
  const props = JSON.parse((await card.locator('amigo-island[data-island="ReserveTable"] > script').textContent()) ?? '{}') as { occasions: TableOccasion[]; schedule: Schedule }
  expect(props.occasions.length, event.id).toBeGreaterThan(0)
  for (const { date, time } of props.occasions) expect(time, `${event.id} ${date}`).toBe(occurrenceOn(event, contentSchedule, date)?.starts)
  return firstOccasion(props.occasions, props.schedule, reservationRules, fixedNow)
}

for (const language of ['lv', 'ru'] as const) {
  test(`${language}: each evening's "Book this evening" opens the request on its next evening, at its start`, async ({ page }) => {
    test.skip(!weeklyEvents.length, 'no evening announced')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    for (const event of weeklyEvents) {
      const card = cardOf(page, language, event.kind)
      const occasion = await expectedOccasion(card, event)
      const book = card.getByRole('button', { name: translation(language, 'Book this evening') })
      await book.scrollIntoViewIfNeeded()
      await book.focus()
      // This card's own island, woken by the focus, with the panel's code it fetches at once.
      await card.locator('amigo-island[data-hydrated]').waitFor({ state: 'attached' })
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
