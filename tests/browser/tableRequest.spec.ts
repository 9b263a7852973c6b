import { readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import type { HoursException } from '../../src/content/openingHours'
import type { Schedule } from '../../src/hours/schedule'
import { chatUrl, email, phone } from '../../src/content/business'
import { requestReplies, reservationRules } from '../../src/content/reservations'
import { addDays, dayNumber, weekdayOf } from '../../src/hours/calendar'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { firstTableDate, tableTimes } from '../../src/hours/tableTimes'
import { formatEvening } from '../../src/i18n/formatEvening'
import { chatAppName, chatLink as plainChatLink } from '../../src/reservations/chatLinks'
import type { CompleteRequest } from '../../src/reservations/tableRequest'
import { axeScan, axeTags, violationLines } from '../axe'
import { i18nOf, serverEntry } from '../serverEntry'
import { layoutProblems } from './checks/layout'
import { focusRingProblems } from './checks/stateMarkers'
import { blogPostPath, expect, phoneMenu, phoneMenuButton, test, translation, waitForIsland, type Language, type Page } from './site'

/**
 * The table request (src/components/reserve/): the reserve buttons open it, the guest chooses with
 * the keyboard, and each channel's link carries the request in the page's language, exactly as the
 * composing functions write it (tests/unit/composeRequest.test.ts reads them in every language).
 * Without scripts the buttons are the links they always were. Every test sets its own moment in
 * Riga; the hours and the rules are the content's, so the owner's changes leave the tests standing.
 */

/** A Thursday noon in Riga (winter, UTC+2): the coming days are read from the content's hours. */
const thursdayNoon = new Date('2026-11-19T12:00:00+02:00')
const today = '2026-11-19'
const rules = reservationRules
/** The first evening after today with a table, its first time, and a closed day in reach (the content's hours have one every week). */
const openEvening = firstTableDate(contentSchedule, rules, new Date(`${addDays(today, 1)}T12:00:00+02:00`))!
const closedDay = Array.from({ length: 7 }, (_, ahead) => addDays(today, ahead + 1)).find((date) => tableTimes(contentSchedule, date, rules, thursdayNoon).length === 0)!

/** The request as the built site's composing functions write it in a language. */
const compose = (language: Language, request: CompleteRequest) => serverEntry.composeRequest(i18nOf[language], request)

/** The built files, by source (the panel's chunk, to take away). */
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))

const panelOf = (page: Page, language: Language) => page.getByRole('dialog', { name: translation(language, 'Request a table') })

/** Opens the panel from the home page's hero, with the keyboard. */
async function openFromHero(page: Page, language: Language) {
  await page.goto(`/${language}/`)
  // The hero's, the first in the page (the closing card has one too).
  const reserve = page.getByRole('main').getByRole('button', { name: translation(language, 'Reserve a table') }).first()
  await reserve.focus()
  await waitForIsland(page, 'ReserveTable')
  await page.keyboard.press('Enter')
  const panel = panelOf(page, language)
  await expect(panel).toBeVisible()
  return panel
}

/** Types a date into the date field's segments, in the order the language writes them. */
async function typeDate(page: Page, panel: ReturnType<typeof panelOf>, date: string) {
  const [year, month, day] = date.split('-')
  const segments = panel.getByRole('spinbutton')
  await segments.first().focus()
  const order = await segments.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-type')))
  for (const type of order) await page.keyboard.type(type === 'year' ? year! : type === 'month' ? month! : day!)
}

/** Serves a page as a build with these exceptions too would: each reserve island's schedule carries them. */
async function withExceptions(page: Page, path: string, exceptions: HoursException[]) {
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/(<amigo-island data-island="ReserveTable"[^>]*><script type="application\/json">)(.*?)(<\/script>)/g, (_, open: string, json: string, close: string) => {
      const props = JSON.parse(json) as { schedule: Schedule }
      return `${open}${JSON.stringify({ ...props, schedule: { ...props.schedule, exceptions: [...props.schedule.exceptions, ...exceptions] } })}${close}`
    })
    await route.fulfill({ response, body: html })
  })
}

/** The contrast of the pixel just inside a box's top edge at (x, y) with the one two pixels above it. */
async function edgeContrast(page: Page, x: number, y: number): Promise<number> {
  const top = Math.round(y)
  const png = PNG.sync.read(await page.screenshot({ clip: { x: Math.round(x), y: top - 3, width: 1, height: 5 } }))
  const luminance = (row: number) => {
    const channel = (index: number) => {
      const c = png.data[row * 4 + index]! / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2)
  }
  const [outside, inside] = [luminance(1), luminance(4)]
  return (Math.max(outside, inside) + 0.05) / (Math.min(outside, inside) + 0.05)
}

test.describe('the table request', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  for (const language of ['en', 'lv', 'ru'] as const) {
    test(`${language}: filled in with the keyboard, each channel's link carries the request as the composing functions write it`, async ({ page }) => {
      await page.clock.setFixedTime(thursdayNoon)
      const panel = await openFromHero(page, language)
      // It opens on today (times are left at noon), the usual party.
      const dateField = panel.getByRole('group', { name: translation(language, 'Date') })
      await expect(dateField).toBeVisible()
      await expect(panel.getByText(formatEvening(language, today), { exact: true })).toBeVisible()

      await typeDate(page, panel, openEvening)
      await expect(panel.getByText(formatEvening(language, openEvening), { exact: true })).toBeVisible()
      // The party, then Tab into the times and the arrow keys to the second time.
      const party = panel.getByRole('textbox', { name: translation(language, 'Guests') })
      await party.focus()
      await page.keyboard.press('ControlOrMeta+a')
      await page.keyboard.type('4')
      await page.keyboard.press('Tab')
      const times = panel.getByRole('radiogroup', { name: translation(language, 'Time') })
      const offered = tableTimes(contentSchedule, openEvening, rules, thursdayNoon)
      await expect(times.getByRole('radio').first()).toBeFocused()
      await page.keyboard.press('ArrowRight')
      await expect(times.getByRole('radio', { checked: true })).toHaveCount(1)
      await page.keyboard.press('Tab')
      await page.keyboard.type('Anna')
      await page.keyboard.press('Tab')
      await page.keyboard.type('+371 2612 3456')
      await page.keyboard.press('Tab')
      await page.keyboard.type('A high chair, please')

      const expected = compose(language, { date: openEvening, time: offered[1]!, party: 4, name: 'Anna', note: 'A high chair, please', callback: '+371 2612 3456' })
      const chat = panel.getByRole('link', { name: new RegExp(translation(language, 'Send in {name}').replace('{name}', 'WhatsApp')) })
      const mail = panel.getByRole('link', { name: translation(language, 'Send by e-mail') })
      const call = panel.getByRole('link', { name: translation(language, 'Call {number}').replace('{number}', phone.display) })
      const chatLink = new URL((await chat.getAttribute('href'))!)
      expect(`${chatLink.origin}${chatLink.pathname}`).toBe(chatUrl)
      expect(chatLink.searchParams.get('text')).toBe(expected.text)
      await expect(chat).toHaveAttribute('href', expected.links.chats.find(({ app }) => app === 'whatsapp')!.href)
      const mailLink = new URL((await mail.getAttribute('href'))!)
      expect(mailLink.pathname).toBe(email)
      expect(mailLink.searchParams.get('subject')).toBe(expected.subject)
      expect(mailLink.searchParams.get('body')).toBe(expected.text.replaceAll('\n', '\r\n'))
      await expect(call).toHaveAttribute('href', `tel:${phone.e164}`)
      // The message the chat and the e-mail carry, shown above them; what to say on the phone, under the number.
      await expect(panel.getByRole('figure', { name: translation(language, 'Your message') })).toContainText(expected.text.replaceAll('\n', ' '))
      await expect(panel.getByRole('figure', { name: translation(language, 'What to say on the phone') })).toContainText(expected.spoken)
    })
  }

  test('a closed day, a day past, a group, a party larger than any written, and what a send too early still needs, each said', async ({ page }) => {
    await page.clock.setFixedTime(thursdayNoon)
    const panel = await openFromHero(page, 'en')
    await typeDate(page, panel, closedDay)
    const weekday = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' }[weekdayOf(closedDay)]
    await expect(panel.getByText(`Closed on ${weekday}`)).toBeVisible()
    await expect(panel.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription(new RegExp(`Closed on ${weekday}`))
    // No times on a closed day: the group says to choose another.
    await expect(panel.getByRole('radio')).toHaveCount(0)
    await expect(panel.getByText('Choose another day to see its times.')).toBeVisible()

    await typeDate(page, panel, addDays(today, -3))
    await expect(panel.getByText('That day has passed.')).toBeVisible()

    await typeDate(page, panel, openEvening)
    const party = panel.getByRole('textbox', { name: 'Guests' })
    await party.focus()
    await page.keyboard.press('ControlOrMeta+a')
    // A group the house still takes in writing: said, not wrong.
    await page.keyboard.type(String(rules.largestParty + 1))
    await page.keyboard.press('Tab')
    await expect(party).not.toHaveAttribute('aria-invalid', 'true')
    await expect(panel.getByText(`A group of more than ${rules.largestParty} guests? Write to us below, or call: a call settles it sooner.`)).toBeVisible()

    // Where the message will be, what it still needs; the written ways look not ready.
    await expect(panel.getByText('Choose a time: your message will be written here.')).toBeVisible()
    const mail = panel.getByRole('link', { name: 'Send by e-mail' })
    await expect(mail).toHaveAttribute('aria-disabled', 'true')
    // The e-mail chosen with no time: nothing opens, the time says it is missing and takes focus.
    await mail.focus()
    await page.keyboard.press('Enter')
    await expect(panel.getByText('Choose a time.')).toBeVisible()
    await expect(panel.getByRole('radio').first()).toBeFocused()
    expect(page.context().pages()).toHaveLength(1)
  })

  test('opened on a day without a table, it says why it shows a later one', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${closedDay}T12:00:00+02:00`))
    const panel = await openFromHero(page, 'en')
    const first = firstTableDate(contentSchedule, rules, new Date(`${closedDay}T12:00:00+02:00`))!
    await expect(panel.getByText(formatEvening('en', first))).toBeVisible()
    const weekday = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' }[weekdayOf(closedDay)]
    await expect(panel.getByText(`Not today: Closed on ${weekday}`)).toBeVisible()
    // Another day chosen: the line has done its work.
    await typeDate(page, panel, addDays(first, 1))
    await expect(panel.getByText(/^Not today/)).toHaveCount(0)
  })

  test('the stepper stops at the largest party a request may name', async ({ page }) => {
    await page.clock.setFixedTime(thursdayNoon)
    const panel = await openFromHero(page, 'en')
    const party = panel.getByRole('textbox', { name: 'Guests' })
    await party.focus()
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(String(rules.largestGroup - 1))
    await page.keyboard.press('ArrowUp')
    await page.keyboard.press('ArrowUp')
    await expect(party).toHaveValue(String(rules.largestGroup))
    // Named as a guest would say it, not react-aria's "Increase Guests".
    await expect(panel.getByRole('button', { name: 'One guest more', exact: true })).toBeDisabled()
    await expect(panel.getByRole('button', { name: 'One guest fewer', exact: true })).toBeEnabled()
    // Typed past it, it comes back to it: a larger group is for the phone.
    await page.keyboard.press('ControlOrMeta+a')
    await page.keyboard.type(String(rules.largestGroup + 5))
    await page.keyboard.press('Tab')
    await expect(party).toHaveValue(String(rules.largestGroup))
  })

  for (const language of ['lv', 'ru', 'fi'] as const) {
    test(`${language}: after midnight at 320 px by night, each channel names the night by both its days`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'dark' })
      await page.setViewportSize({ width: 320, height: 640 })
      // A Saturday afternoon: that night runs past midnight (the content's hours), and the house is closed until the evening.
      const saturday = addDays(today, 2)
      await page.clock.setFixedTime(new Date(`${saturday}T15:00:00+02:00`))
      const panel = await openFromHero(page, language)
      const late = tableTimes(contentSchedule, saturday, rules, new Date(`${saturday}T15:00:00+02:00`)).find(({ afterMidnight }) => afterMidnight)!
      await panel.getByRole('radiogroup').locator(`label:has(input[value="${late.time}"])`).click()
      await panel.getByRole('textbox', { name: new RegExp(`^${translation(language, 'Name')}`) }).fill('Anna')
      const expected = compose(language, { date: saturday, time: late, party: rules.usualParty, name: 'Anna', note: '', callback: '' })
      expect(expected.text).toContain(`${saturday}/`)
      for (const { app, href } of expected.links.chats) {
        const name = translation(language, app === 'whatsapp' ? 'Send in {name}' : 'Copy and open {name}').replace('{name}', chatAppName[app])
        await expect(panel.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href)
      }
      await expect(panel.getByRole('link', { name: translation(language, 'Send by e-mail') })).toHaveAttribute('href', expected.links.email)
      await expect(panel.getByRole('figure', { name: translation(language, 'What to say on the phone') })).toContainText(expected.spoken)
      // Closed now: the written ways lead, the call says when the phone is answered.
      await expect(panel.getByText(translation(language, 'The phone is answered while we are open:'))).toBeVisible()
      expect(await layoutProblems(page)).toEqual([])
    })
  }

  test('a group while the house is open: the call first, the written request still composed', async ({ page }) => {
    const thursdayEvening = new Date('2026-11-19T18:00:00+02:00')
    await page.clock.setFixedTime(thursdayEvening)
    const panel = await openFromHero(page, 'en')
    await panel.getByRole('radiogroup').locator('label').first().click()
    const party = panel.getByRole('textbox', { name: 'Guests' })
    await party.fill('20')
    await page.keyboard.press('Tab')
    await expect(panel.getByRole('figure', { name: 'Your message' })).toContainText('20 people')
    const ways = panel.getByRole('region', { name: 'Send your request' }).getByRole('link')
    await expect(ways.first()).toHaveAttribute('href', `tel:${phone.e164}`)
    await expect(panel.getByText('The phone is answered while we are open:')).toHaveCount(0)
  })

  test('the calendar crosses out the days without a table and says why, in Riga time on a phone set to New York', async ({ browser }) => {
    // Saturday 00:30 in Riga is still Friday 17:30 in New York: the panel goes by Riga's day.
    const context = await browser.newContext({ timezoneId: 'America/New_York', viewport: { width: 390, height: 844 } })
    const page = await context.newPage()
    const saturdayNight = new Date('2026-11-21T00:30:00+02:00')
    await page.clock.setFixedTime(saturdayNight)
    const panel = await openFromHero(page, 'en')
    const first = firstTableDate(contentSchedule, rules, saturdayNight)!
    await expect(panel.getByText(formatEvening('en', first), { exact: true })).toBeVisible()
    await panel.getByRole('button', { name: 'Calendar' }).click()
    const calendar = page.getByRole('application')
    await expect(calendar).toBeVisible()
    // Each day of the shown month before today, or closed, is unavailable; moving onto a closed one says why.
    const closed = Array.from({ length: 7 }, (_, ahead) => addDays(first, ahead)).find((date) => tableTimes(contentSchedule, date, rules, saturdayNight).length === 0)!
    const cell = calendar.getByRole('gridcell').filter({ has: page.getByRole('button', { name: new RegExp(formatEvening('en', closed).split(' ').slice(1).join(' ')) }) })
    await expect(cell.first()).toHaveAttribute('aria-disabled', 'true')
    for (let day = dayNumber(first); day < dayNumber(closed); day++) await page.keyboard.press('ArrowRight')
    const weekday = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' }[weekdayOf(closed)]
    // Said under the month (each such day carries the same words, hidden, as its description).
    await expect(page.getByRole('paragraph').filter({ hasText: `Closed on ${weekday}` })).toBeVisible()
    await context.close()
  })

  test('from the header on a wide screen: a dialog in the middle, closed by Escape, focus back on the button', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.clock.setFixedTime(thursdayNoon)
    await page.goto('/de/menu')
    const reserve = page.getByRole('banner').getByRole('button', { name: translation('de', 'Reserve a table') })
    await reserve.click()
    const panel = panelOf(page, 'de')
    await expect(panel).toBeVisible()
    await expect(reserve).toHaveAttribute('aria-expanded', 'true')
    // In the middle of the window, not a sheet from its bottom edge.
    const box = (await panel.boundingBox())!
    expect(Math.abs(box.x + box.width / 2 - 640)).toBeLessThan(2)
    expect(box.y).toBeGreaterThan(0)
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(reserve).toBeFocused()
    await expect(reserve).toHaveAttribute('aria-expanded', 'false')
  })

  for (const language of ['en', 'ru', 'fi'] as const) {
    test(`${language}: on a 1280 × 800 screen an after-midnight request fits, choices to send buttons, without scrolling inside, its edge clear of the header`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      // A Saturday afternoon, closed until the evening: the call says when it is answered, the tallest case.
      const saturday = addDays(today, 2)
      const moment = new Date(`${saturday}T15:00:00+02:00`)
      await page.clock.setFixedTime(moment)
      await page.goto(`/${language}/menu`)
      await page.getByRole('banner').getByRole('button', { name: translation(language, 'Reserve a table') }).click()
      const panel = panelOf(page, language)
      const late = tableTimes(contentSchedule, saturday, rules, moment).findLast(({ afterMidnight }) => afterMidnight)!
      await panel.getByRole('radiogroup').locator(`label:has(input[value="${late.time}"])`).click()
      await panel.getByRole('textbox', { name: new RegExp(`^${translation(language, 'Name')}`) }).fill('Anna Bērziņa')
      await panel.getByRole('textbox', { name: new RegExp(`^${translation(language, 'Phone to call you back')}`) }).fill('+371 2612 3456')
      await expect(panel.getByRole('figure', { name: translation(language, 'Your message') })).toContainText(`${saturday}/`)
      const { scrolled, seen } = await panel.evaluate((dialog) => ({ scrolled: dialog.parentElement!.scrollHeight, seen: dialog.parentElement!.clientHeight }))
      expect(scrolled).toBeLessThanOrEqual(seen)
      for (const way of await panel.getByRole('region', { name: translation(language, 'Send your request') }).getByRole('link').all()) await expect(way).toBeInViewport({ ratio: 1 })
      // Where its top edge crosses the navy header behind it, the edge stands out from the header by 3:1 at least.
      // The panel's box: the dialog's, with its edge.
      const box = (await panel.locator('xpath=..').boundingBox())!
      const header = (await page.locator('header').first().boundingBox())!
      expect(box.y).toBeLessThan(header.y + header.height)
      const edge = await edgeContrast(page, box.x + box.width / 2, box.y)
      expect(edge).toBeGreaterThanOrEqual(3)
    })
  }

  test('from the visit page: the button in the place of the call, beside the e-mail', async ({ page }) => {
    await page.clock.setFixedTime(thursdayNoon)
    await page.goto('/et/visit')
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: translation('et', 'Call us') })).toBeHidden()
    await expect(main.getByRole('link', { name: translation('et', 'E-mail us') })).toHaveAttribute('href', `mailto:${email}`)
    await main.getByRole('button', { name: translation('et', 'Reserve a table') }).click()
    const panel = panelOf(page, 'et')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('group', { name: translation('et', 'Date') })).toBeVisible()
    // A tap on the dimmed page around it closes it.
    await page.mouse.click(200, 20)
    await expect(panel).toBeHidden()
  })

  test('from the phone menu: the request replaces the chat, the call stays first; closing it goes back to the menu', async ({ page }) => {
    await page.clock.setFixedTime(thursdayNoon)
    await page.goto('/lv/')
    await phoneMenuButton(page).click()
    const menu = phoneMenu(page)
    await expect(menu.getByRole('link', { name: translation('lv', 'Reserve by phone') })).toHaveAttribute('href', `tel:${phone.e164}`)
    const reserve = menu.getByRole('button', { name: translation('lv', 'Reserve a table') })
    await expect(menu.getByRole('link', { name: translation('lv', 'E-mail us'), exact: true })).toBeHidden()
    await reserve.click()
    const panel = panelOf(page, 'lv')
    await expect(panel).toBeVisible()
    await expect(menu).toBeHidden()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(menu).toBeVisible()
    await expect(reserve).toBeFocused()
  })

  for (const way of ['Escape', 'its close button', 'a tap on the page around it'] as const) {
    test(`opened by keyboard from the phone menu at 320 px and closed by ${way}: focus lands on a visible control`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 640 })
      await page.clock.setFixedTime(thursdayNoon)
      await page.goto('/ru/about')
      await phoneMenuButton(page).focus()
      await page.keyboard.press('Enter')
      const menu = phoneMenu(page)
      await expect(menu).toBeVisible()
      const reserve = menu.getByRole('button', { name: translation('ru', 'Reserve a table') })
      await reserve.focus()
      // Awake (focus woke it), so that Enter opens the panel at once: an early press is tested below.
      await waitForIsland(page, 'ReserveTable')
      await page.keyboard.press('Enter')
      const panel = panelOf(page, 'ru')
      await expect(panel).toBeVisible()
      if (way === 'Escape') await page.keyboard.press('Escape')
      else if (way === 'its close button') await panel.getByRole('button', { name: translation('ru', 'Close') }).click()
      // The sheet rises from the bottom edge: above it, the dimmed page.
      else await page.mouse.click(160, 20)
      await expect(panel).toBeHidden()
      await expect(reserve).toBeFocused()
      expect(await page.evaluate(() => document.activeElement !== document.body && document.activeElement!.checkVisibility())).toBe(true)
    })
  }

  test('the phone menu on a closed day: the written request leads, the call says when it is answered', async ({ page }) => {
    await page.clock.setFixedTime(new Date(`${closedDay}T12:00:00+02:00`))
    await page.goto('/lv/menu')
    await phoneMenuButton(page).click()
    const menu = phoneMenu(page)
    await expect(menu.locator('[data-opening-status="closed"]')).toBeVisible()
    const call = menu.getByRole('link', { name: translation('lv', 'Reserve by phone') })
    const reserve = menu.getByRole('button', { name: translation('lv', 'Reserve a table') })
    expect((await reserve.boundingBox())!.y).toBeLessThan((await call.boundingBox())!.y)
    await expect(menu.getByText(translation('lv', 'The phone is answered while we are open.'))).toBeVisible()
    // The request has the primary look, filled; the call an outline.
    await expect(reserve).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(call).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    // Open again, the call leads and the note is gone.
    await page.clock.setFixedTime(new Date(`${openEvening}T18:00:00+02:00`))
    await page.goto('/lv/menu')
    await phoneMenuButton(page).click()
    await expect(menu.locator('[data-opening-status="open"], [data-opening-status="closingSoon"]')).toBeVisible()
    expect((await call.boundingBox())!.y).toBeLessThan((await reserve.boundingBox())!.y)
    await expect(menu.getByText(translation('lv', 'The phone is answered while we are open.'))).toBeHidden()
  })

  test('the calendar tells a holiday and special hours from a weekly closed day, and screen readers hear each day whole, with why', async ({ page }) => {
    await page.clock.setFixedTime(thursdayNoon)
    const holiday = addDays(today, 1)
    const special = addDays(today, 2)
    await withExceptions(page, '/en/', [
      { date: holiday, closed: true, reason: 'publicHoliday' },
      { date: special, opens: '17:00', closes: '03:00', reason: 'holidayHours' },
    ])
    const panel = await openFromHero(page, 'en')
    await panel.getByRole('button', { name: 'Calendar' }).click()
    const calendar = page.getByRole('application')
    const day = (date: string) => {
      const weekday = new Date(`${date}T12:00:00Z`).toLocaleDateString('en', { weekday: 'long', timeZone: 'UTC' })
      return calendar.getByRole('button', { name: new RegExp(`^${weekday}\\b.*\\b${Number(date.slice(8))}\\b`) })
    }
    await expect(day(holiday)).toHaveAttribute('aria-disabled', 'true')
    await expect(day(holiday)).toHaveAttribute('data-marked', 'true')
    await expect(day(holiday)).toHaveAccessibleDescription('Closed · Public holiday')
    await expect(day(special)).not.toHaveAttribute('aria-disabled', 'true')
    await expect(day(special)).toHaveAttribute('data-marked', 'true')
    await expect(day(special)).toHaveAccessibleDescription(/^Special hours: 17:00.03:00 · Holiday hours$/)
    // A day closed every week: struck through, no mark, its reason heard.
    const weekly = { mon: 'Mondays', tue: 'Tuesdays', wed: 'Wednesdays', thu: 'Thursdays', fri: 'Fridays', sat: 'Saturdays', sun: 'Sundays' }[weekdayOf(closedDay)]
    await expect(day(closedDay)).toHaveAttribute('aria-disabled', 'true')
    await expect(day(closedDay)).not.toHaveAttribute('data-marked')
    await expect(day(closedDay)).toHaveAccessibleDescription(`Closed on ${weekly}`)
    // Pointed at, the marked day says what its dot means.
    await day(special).hover()
    await expect(page.getByText(/^Special hours: 17:00.03:00 · Holiday hours$/).and(page.locator('p'))).toBeVisible()
  })

  test('opened on a day without a table, the calendar calls the right day the first with a table', async ({ page }) => {
    const moment = new Date(`${closedDay}T12:00:00+02:00`)
    await page.clock.setFixedTime(moment)
    const panel = await openFromHero(page, 'en')
    await panel.getByRole('button', { name: 'Calendar' }).click()
    const calendar = page.getByRole('application')
    const first = firstTableDate(contentSchedule, rules, moment)!
    // react-aria names today the "First available date": not so, it has no table.
    await expect(calendar.getByRole('button', { name: /First available date/ })).toHaveCount(0)
    await expect(calendar.getByRole('button', { disabled: false, name: new RegExp(`\\b${Number(first.slice(8))}\\b`) }).and(calendar.locator('[aria-describedby]'))).toHaveAccessibleDescription('The first day with a table')
  })

  for (const language of ['fi', 'ru'] as const) {
    test(`${language}: one tap from every page on a 320 px phone, the strip under the header, and the closing cards`, async ({ page }) => {
      // Eight pages in one test, on a busy machine.
      test.slow()
      await page.setViewportSize({ width: 320, height: 640 })
      await page.clock.setFixedTime(thursdayNoon)
      for (const path of [`/${language}/menu`, `/${language}/about`, `/${language}/blog`, `/${language}${blogPostPath}`, `/${language}/privacy`]) {
        await page.goto(path)
        const strip = page.getByRole('banner').getByRole('button', { name: translation(language, 'Reserve a table') })
        await expect(strip, path).toBeInViewport()
        await strip.click()
        await expect(panelOf(page, language), path).toBeVisible()
        // Escape once the panel has focus, as a visitor presses it on the panel they see: pressed
        // while focus was still moving, it reached the button (seen once in a full run).
        await expect.poll(() => panelOf(page, language).evaluate((panel) => panel.contains(document.activeElement)), path).toBe(true)
        await page.keyboard.press('Escape')
        await expect(strip, path).toBeFocused()
        expect(await layoutProblems(page), path).toEqual([])
      }
      for (const path of [`/${language}/about`, `/${language}${blogPostPath}`, `/${language}/`]) {
        await page.goto(path)
        await expect(page.getByRole('main').getByRole('button', { name: translation(language, 'Reserve a table') }).last(), path).toBeVisible()
      }
    })
  }

  test('a tap before the scripts arrive opens the panel once they have', async ({ page }) => {
    const held: import('@playwright/test').Route[] = []
    await page.route(/\.js$/, (route) => void held.push(route))
    await page.goto('/en/', { waitUntil: 'commit' })
    const reserve = page.getByRole('main').getByRole('button', { name: 'Reserve a table' }).first()
    await reserve.click()
    await expect(reserve).toHaveAttribute('aria-busy', 'true')
    await page.unroute(/\.js$/)
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
    await expect(panelOf(page, 'en')).toBeVisible()
  })

  test('a button whose panel’s code a deploy removed gives way to the link it stands for', async ({ page, expectConsoleError }) => {
    const panelChunk = `/${manifest['src/components/reserve/TableRequestSheet/TableRequestSheet.tsx']!.file}`
    expectConsoleError(new RegExp(`^Failed to load resource: the server responded with a status of 404 .*${panelChunk.replaceAll('.', '\\.')}`))
    await page.route(`**${panelChunk}`, (route) => route.fulfill({ status: 404, body: 'Not found' }))
    await page.goto('/en/')
    const main = page.getByRole('main')
    await main.getByRole('button', { name: 'Reserve a table' }).first().hover()
    await expect(main.getByRole('link', { name: 'Reserve by phone' })).toHaveAttribute('href', `tel:${phone.e164}`)
    // Only the closing card's is left, its island not woken (the evening cards' buttons, islands of
    // their own, are not woken either).
    await expect(main.getByRole('button', { name: 'Reserve a table' })).toHaveCount(1)
    await expect(main.getByRole('button', { name: 'Book this evening' })).toHaveCount(4)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`axe finds nothing in the open panel, its rings keep 3:1, and nothing sticks out at 320 px${colorScheme === 'dark' ? ', at night' : ''}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.clock.setFixedTime(thursdayNoon)
      const panel = await openFromHero(page, 'ru')
      // A time, tapped as a guest does (on its label: the radio inside is drawn by it).
      await panel.getByRole('radiogroup').locator('label').first().click()
      await expect(panel.getByRole('figure', { name: translation('ru', 'Your message') })).toBeVisible()
      const { violations } = await axeScan(page).withTags(axeTags).analyze()
      expect(violationLines(violations)).toEqual([])
      const { problems, measured } = await focusRingProblems(page)
      expect(problems).toEqual([])
      expect(measured).toBeGreaterThan(5)
      // A time's radio is hidden in a pixel, which the rings' check passes over: its pill draws the ring.
      await panel.getByRole('radio').nth(1).focus()
      await page.keyboard.press('ArrowLeft')
      const pill = panel.getByRole('radiogroup').locator('label[data-focus-visible]')
      await expect(pill).toHaveCount(1)
      await expect(pill).toHaveCSS('outline-style', 'solid')
      await expect(pill).toHaveCSS('outline-width', '3px')
      await page.setViewportSize({ width: 320, height: 640 })
      expect(await layoutProblems(page)).toEqual([])
    })
  }
})

const t = (english: string) => translation('lv', english)

test.describe('without scripts, the reserve controls are the links they always were', () => {
  test.use({ javaScriptEnabled: false })

  for (const width of [320, 1280]) {
    test(`at ${width} px every page's header offers the call, each chat app the house answers and the e-mail`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      for (const path of ['/lv/menu', '/lv/about', `/lv${blogPostPath}`]) {
        await page.goto(path)
        await page.getByRole('banner').getByRole('button', { name: t('Reserve a table') }).click()
        const ways = page.locator('header span[popover]:popover-open')
        await expect(ways.getByRole('link', { name: t('Call {number}').replace('{number}', phone.display) })).toHaveAttribute('href', `tel:${phone.e164}`)
        for (const app of requestReplies.chatApps) {
          await expect(ways.getByRole('link', { name: t('Write to us on {name}').replace('{name}', chatAppName[app]) })).toHaveAttribute('href', plainChatLink(app, requestReplies))
        }
        await expect(ways.getByRole('link', { name: t('E-mail us'), exact: true })).toHaveAttribute('href', `mailto:${email}`)
        expect(await layoutProblems(page), path).toEqual([])
      }
    })
  }

  test('home, phone menu and visit page: calls and the chat, no request panel', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/lv/')
    await expect(page.getByRole('main').getByRole('link', { name: t('Reserve by phone') })).toHaveAttribute('href', `tel:${phone.e164}`)
    // No button that would open the panel, which needs the scripts.
    await expect(page.locator('button[aria-haspopup="dialog"]:visible')).toHaveCount(0)
    await page.setViewportSize({ width: 390, height: 844 })
    await phoneMenuButton(page).click()
    await expect(phoneMenu(page).getByRole('link', { name: t('Reserve by phone') })).toHaveAttribute('href', `tel:${phone.e164}`)
    // The request's place: a list of every way, the chat apps named.
    await phoneMenu(page).getByRole('button', { name: t('Reserve a table') }).click()
    const ways = page.locator('header span[popover]:popover-open')
    for (const app of requestReplies.chatApps) {
      await expect(ways.getByRole('link', { name: t('Write to us on {name}').replace('{name}', chatAppName[app]) })).toHaveAttribute('href', plainChatLink(app, requestReplies))
    }
    await page.goto('/lv/visit')
    await expect(page.getByRole('main').getByRole('link', { name: t('Call us') })).toHaveAttribute('href', `tel:${phone.e164}`)
    await expect(page.getByRole('main').getByRole('link', { name: t('E-mail us') })).toHaveAttribute('href', `mailto:${email}`)
    // No button that would open the panel, which needs the scripts.
    await expect(page.locator('button[aria-haspopup="dialog"]:visible')).toHaveCount(0)
  })
})
