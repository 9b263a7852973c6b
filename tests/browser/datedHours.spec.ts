import type { HoursException } from '../../src/content/openingHours'
import { addDays, restaurantTimeZone, rigaDateTime, rigaToday, weekdayOf } from '../../src/hours/calendar'
import { beforeStart, datedGroup, datedPartsScript, rigaOffsetsAttribute, showDatedPartsGlobal, shownBetween, shownFrom, shownUntil, sinceStart, tonightOn } from '../../src/hours/datedParts'
import { openingStatus } from '../../src/hours/openingStatus'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { occurrencesBetween, type Occurrence } from '../../src/hours/whatsOn'
import { formatDayMonth } from '../../src/i18n/formatDate'
import { fixedNow } from '../fixedClock'
import { i18nOf, message as text, serverEntry } from '../serverEntry'
import { layoutShiftOf } from './checks/layoutShift'
import { danglingSeparators } from './checks/separators'
import { expect, test, waitForPageReady, type Page } from './site'

// The hours' exceptions and what is on, on the built home and visit pages, on the days the content
// sets: the status, "Tonight" beside it and the coming exceptions follow the visitor's day in Riga.
// An exception for one test is injected into the page as the build writes one (the status island's
// props, tonight's marks, the list's entries), so these pass whatever the owner announces.

/** The instant Riga's wall clock shows this date and time. */
const inRiga = (date: string, time: string) => new Date(rigaDateTime(`${date}T${time}`))

/**
 * The first evening from the suite's day on with something on it, as the content has it (the week's
 * evenings fitted into that day's hours), and what is on then, in the order it starts.
 */
function nextEvening(): { date: string; events: Occurrence[] } | undefined {
  const today = rigaToday(fixedNow)
  for (let ahead = 0; ahead < 28; ahead++) {
    const date = addDays(today, ahead)
    const events = occurrencesBetween(contentSchedule, date, date)
    if (events.length) return { date, events }
  }
  return undefined
}

const tonight = (page: Page) => page.locator('[data-dated-group]:has([data-tonight]) li:visible > span:visible')
const mainStatus = (page: Page) => page.locator('main [data-opening-status]').first()

/** Opens a page and brings its hours into view, where the status island wakes. */
async function openHours(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(path)
  await waitForPageReady(page)
  await mainStatus(page).scrollIntoViewIfNeeded()
}

const evening = nextEvening()

for (const [language, path] of [['lv', '/lv/'], ['ru', '/ru/visit']] as const) {
  test(`${path}: tonight's evenings show beside the status on their day, in the hours, and each goes once over`, async ({ page }) => {
    // The content's first evening from the suite's day on; nothing when the owner announces none.
    const { date, events } = evening ?? { date: rigaToday(fixedNow), events: [] }
    const noon = inRiga(date, '12:00')
    await page.clock.install({ time: noon })
    await openHours(page, path)
    // What the list says at a minute of the evening (on the wall-clock line of `Occurrence`): the
    // evenings not over, each "from …" before it starts and "until …" once it has.
    const saysAt = (minute: number) =>
      events.filter((event) => minute < event.end).map((event) => serverEntry.eventWords(i18nOf[language], event)[minute < event.start ? 'before' : 'since'])
    const [first] = events
    await expect(tonight(page)).toHaveText(first ? saysAt(first.start - 60) : [])
    if (!first) return
    // A minute after the first starts, then a minute after it ends: the page's script moves on, with no reload.
    await page.clock.runFor(inRiga(date, first.starts).getTime() - noon.getTime() + 60_000)
    await expect(tonight(page)).toHaveText(saysAt(first.start + 1))
    await page.clock.fastForward((first.end - first.start) * 60_000)
    await page.clock.runFor(61_000)
    await expect(tonight(page)).toHaveText(saysAt(first.end + 1))
  })
}

/**
 * Serves the page as a build on the suite's day with one more exception would: the live line's
 * timeline carries it (src/hours/liveLineTimeline.ts), and tonight's entries are marked off its days
 * (src/hours/whatsOn.ts, `tonightEntries`).
 */
async function withException(page: Page, path: string, exception: HoursException & { date: string }) {
  const language = path.split('/')[1] as keyof typeof i18nOf
  const today = rigaToday(fixedNow)
  const timeline = JSON.stringify(serverEntry.liveLineTimeline(i18nOf[language], serverEntry.liveLineFacts(today, undefined, [...contentSchedule.exceptions, exception]), today))
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const html = (await response.text())
      .replace(/(<script type="application\/json" id="amigo-live-line">)[^<]*(<\/script>)/, (_, open: string, close: string) => `${open}${timeline.replaceAll('<', '\\u003c')}${close}`)
      .replace(/data-tonight="([^"]*)"/g, (attribute, on: string) => (on.split(' ').includes(weekdayOf(exception.date)) ? `${attribute} data-not-on="${exception.date}"` : attribute))
    await route.fulfill({ response, body: html })
  })
}

for (const [language, path] of [['lv', '/lv/'], ['ru', '/ru/visit']] as const) {
  test(`${path}: closed today by an exception, the status says when it opens and tonight announces nothing`, async ({ page }) => {
    // The evening of the first test, closed for a private event.
    const date = evening?.date ?? rigaToday(fixedNow)
    const exception = { date, closed: true, reason: 'privateEvent' } as const
    const now = inRiga(date, '12:00')
    await page.clock.install({ time: now })
    await withException(page, path, exception)
    await openHours(page, path)
    const facts = serverEntry.liveLineFacts(rigaToday(fixedNow), undefined, [...contentSchedule.exceptions, exception])
    const line = serverEntry.liveLineAt(facts, serverEntry.rigaWallMinute(now))
    expect(line?.main.kind).toBe('closed')
    await expect(mainStatus(page)).toHaveAttribute('data-opening-status', 'closed')
    await expect(mainStatus(page)).toHaveText(serverEntry.liveLineWords(i18nOf[language], line!))
    await expect(mainStatus(page)).toContainText(text(language, 'Closed for a private event · opens {date} at {time}', { date: '', time: '' }).split(' · ')[0]!)
    await expect(tonight(page)).toHaveText([])
  })
}

/**
 * Serves the Latvian home with three exceptions under its heading, as its list writes them (the
 * part's line of script included), built a week before the suite's day: one over yesterday, one in
 * three days, one in three weeks. Returns the suite's day.
 */
async function withThreeExceptions(page: Page): Promise<string> {
  const today = rigaToday(fixedNow)
  const built = addDays(today, -7)
  const entries = [addDays(today, -1), addDays(today, 3), addDays(today, 21)].map((date) => ({ date, ...shownBetween(built, addDays(date, -14), date) }))
  const list = `<div ${datedGroup}="" id="test-exceptions"><dl>${entries
    .map(({ date, hidden, ...attributes }) => `<div ${Object.entries(attributes).map(([name, value]) => `${name}="${value}"`).join(' ')}${hidden ? ' hidden' : ''}><dt>${formatDayMonth('lv', date)}</dt><dd>Slēgts</dd></div>`)
    .join('')}</dl><script>${datedPartsScript}</script></div>`
  await page.route('/lv/', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('</h1>', `</h1>${list}`) })
  })
  return today
}

test('the coming exceptions: the next 14 days show, later ones wait, and a past one goes on its own', async ({ page }) => {
  const today = await withThreeExceptions(page)
  await page.goto('/lv/')
  await waitForPageReady(page)
  const shown = page.locator('#test-exceptions dt:visible')
  await expect(shown).toHaveText([formatDayMonth('lv', addDays(today, 3))])
  // A day on, with the page left open: the minute's check moves it on, no reload.
  await page.clock.fastForward(24 * 60 * 60_000)
  await page.clock.runFor(61_000)
  await expect(shown).toHaveText([formatDayMonth('lv', addDays(today, 3))])
  await page.clock.fastForward(3 * 24 * 60 * 60_000)
  await page.clock.runFor(61_000)
  await expect(page.locator('#test-exceptions')).toBeHidden()
})

// The first paint already shows the visitor's day: each dated part's own line of script shows it as
// the parser reaches it (src/hours/datedParts.ts), so nothing moves when the page's script comes. Here
// the page's script never comes, so only those lines can have shown it.
const blockPageScript = async (page: Page, expectConsoleError: (pattern: RegExp) => void) => {
  await page.route(/\/assets\/client-[\w-]+\.js$/, (route) => route.abort())
  expectConsoleError(/^Failed to load resource: net::ERR_FAILED \(at http:.*\/assets\/client-/)
}

for (const [language, path, width] of [['lv', '/lv/', 1280], ['en', '/en/visit', 390]] as const) {
  test(`${path} at ${width} px: tonight's evenings show before the page's script, and nothing moves`, async ({ page, expectConsoleError }) => {
    const { date, events } = evening ?? { date: rigaToday(fixedNow), events: [] }
    await page.clock.install({ time: inRiga(date, '12:00') })
    await blockPageScript(page, expectConsoleError)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await expect(tonight(page)).toHaveText(events.map((event) => serverEntry.eventWords(i18nOf[language], event).before))
    // In a box as narrow as the home's at 1280 px, its times stay on one line ("21:00–" ended one).
    expect(await danglingSeparators(page.locator('[data-dated-group]:has([data-tonight])').first())).toEqual([])
    const shift = await layoutShiftOf(page)
    expect(shift.total, shift.moved.join('; ')).toBe(0)
  })
}

test('the coming exceptions show the visitor’s day before the page’s script, and nothing moves', async ({ page, expectConsoleError }) => {
  const today = await withThreeExceptions(page)
  await blockPageScript(page, expectConsoleError)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lv/')
  await expect(page.locator('#test-exceptions dt:visible')).toHaveText([formatDayMonth('lv', addDays(today, 3))])
  const shift = await layoutShiftOf(page)
  expect(shift.total, shift.moved.join('; ')).toBe(0)
})

// Intl's first use with a time zone costs a phone 40–80 ms, the longest task of the page's start:
// the head's script and the islands read Riga's clock by the offsets the build wrote on the page.
test('the visit page reads Riga’s clock by the build’s offsets: its status comes without Intl’s time zones', async ({ page }) => {
  const html = await (await page.request.get('/en/visit')).text()
  const offsets = new RegExp(`${rigaOffsetsAttribute}="([^"]+)"`).exec(html)?.[1]
  expect(offsets, 'the offsets on the head’s script').toBeTruthy()
  // A day into the table, whenever the site was built.
  const now = new Date(Number(JSON.parse(offsets ?? '[]')[0][0]) + 26 * 60 * 60_000)
  await page.clock.install({ time: now })
  await page.addInitScript((zone) => {
    const counted = Object.assign(window, { rigaFormats: 0 })
    Intl.DateTimeFormat = new Proxy(Intl.DateTimeFormat, {
      construct: (target, args: ConstructorParameters<typeof Intl.DateTimeFormat>, newTarget) => {
        if (args[1]?.timeZone === zone) counted.rigaFormats += 1
        return Reflect.construct(target, args, newTarget) as Intl.DateTimeFormat
      },
    })
  }, restaurantTimeZone)
  await openHours(page, '/en/visit')
  const status = openingStatus(now, contentSchedule)
  await expect(mainStatus(page)).toHaveAttribute('data-opening-status', status.state === 'closed' ? 'closed' : status.closingSoon ? 'closingSoon' : 'open')
  expect(await page.evaluate(() => (window as unknown as { rigaFormats: number }).rigaFormats)).toBe(0)
})

// The parts are shown as the parser reaches them and again each minute: a pass at a moment whose
// parts the page already shows writes nothing (a write of the value already there still marks the
// page's styles to be worked out again, before its first paint and on an idle page each minute).
test('showing the dated parts again at the same moment writes nothing into the page', async ({ page }) => {
  await page.goto('/ru/')
  await waitForPageReady(page)
  const hiddenEntries = [shownFrom, shownUntil, tonightOn, beforeStart, sinceStart, datedGroup].map((name) => `[${name}][hidden]`).join(',')
  const { hidden, writes } = await page.evaluate(
    ({ show, selector }) => {
      const observer = new MutationObserver(() => undefined)
      observer.observe(document, { attributes: true, subtree: true })
      ;(self as unknown as Record<string, (part: Element) => void>)[show]?.(document.body)
      const records = observer.takeRecords().map((record) => `${(record.target as Element).tagName} ${record.attributeName}`)
      observer.disconnect()
      return { hidden: document.querySelectorAll(selector).length, writes: records }
    },
    { show: showDatedPartsGlobal, selector: hiddenEntries },
  )
  expect(hidden, 'entries hidden on this day, which a pass could write again').toBeGreaterThan(0)
  expect(writes).toEqual([])
})
