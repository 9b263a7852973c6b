import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { WeeklyEvent } from '../../src/content/whatsOn'
import { addDays, restaurantTimeZone, rigaDateTime, rigaToday, weekdayOf } from '../../src/hours/calendar'
import { beforeStart, datedGroup, datedPartsScript, rigaOffsetsAttribute, showDatedPartsGlobal, shownBetween, shownFrom, shownUntil, sinceStart, tonightOn } from '../../src/hours/datedParts'
import { openingStatus } from '../../src/hours/openingStatus'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { formatDayMonth, formatWeekdayDayMonth } from '../../src/i18n/formatDate'
import { formatTime } from '../../src/i18n/formatTime'
import { fixedNow } from '../fixedClock'
import { i18nOf, message as text, serverEntry } from '../serverEntry'
import { layoutShiftOf } from './checks/layoutShift'
import { danglingSeparators } from './checks/separators'
import { expect, test, waitForPageReady, type Page } from './site'

// The hours' exceptions and what is on, on the built home and visit pages: the status, "Tonight"
// beside it and the coming exceptions follow the visitor's day in Riga. Each test injects its own
// week, evenings and exceptions into the page as a build writes them (the live line's timeline,
// "Tonight" and the list's entries, by the server renderer), so these pass, and can fail, whatever
// the owner announces.

/** The instant Riga's wall clock shows this date and time. */
const inRiga = (date: string, time: string) => new Date(rigaDateTime(`${date}T${time}`))

/** The suite's day (a Friday), and the week and evenings its tests inject, whatever the owner's files say. */
const suiteDay = rigaToday(fixedNow)
const testWeek = [{ days: ['tue', 'wed', 'thu', 'fri', 'sat'], opens: '17:00', closes: '23:00' }] as OpeningPeriod[]
const testEvenings = [
  { id: 'happy-hour', kind: 'happyHour', days: [weekdayOf(suiteDay)], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: [weekdayOf(suiteDay)], starts: '21:00', ends: '23:00' },
] as WeeklyEvent[]
const [happyHour, karaoke] = testEvenings as [WeeklyEvent, WeeklyEvent]

/** What an evening's entry says before it starts and once it has, in the page's words. */
const says = (language: keyof typeof i18nOf, event: WeeklyEvent) => serverEntry.eventWords(i18nOf[language], { kind: event.kind, starts: event.starts, ends: event.ends!, untilClosing: false })

const injectedTonight = (page: Page) => page.locator('#test-tonight li:visible > span:visible')
const mainStatus = (page: Page) => page.locator('main [data-opening-status]').first()

/** Opens a page on a phone and brings its hours into view. */
async function openHours(page: Page, path: string) {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(path)
  await waitForPageReady(page)
  await mainStatus(page).scrollIntoViewIfNeeded()
}

/**
 * Puts `markup` where "Tonight" stands: after the live line of the hours card, the last in the
 * page's main part (the home's hero has one on phones only), and out of its box (on the home, a
 * box only phones show).
 */
function besideMainStatus(html: string, markup: string): string {
  const status = html.lastIndexOf('data-opening-status', html.indexOf('</main>'))
  const lineEnd = '</script></span>'
  const end = html.indexOf(lineEnd, status)
  if (status < html.indexOf('<main') || end < 0) throw new Error('no live line in the page’s main part to put “Tonight” beside')
  const at = end + lineEnd.length + (html.startsWith('</div>', end + lineEnd.length) ? '</div>'.length : 0)
  return `${html.slice(0, at)}${markup}${html.slice(at)}`
}

/**
 * Serves the page as a build on the suite's day would with the test's week, evenings and
 * exceptions: "Tonight" beside the live line (the server renderer's own markup, in #test-tonight),
 * and, with exceptions, the live line's timeline that carries them (src/hours/liveLineTimeline.ts).
 */
async function withTestEvenings(page: Page, path: string, exceptions: readonly HoursException[] = []) {
  const language = path.split('/')[1] as keyof typeof i18nOf
  const tonight = await serverEntry.tonightMarkup(language, testEvenings, testWeek, suiteDay, exceptions)
  const timeline = JSON.stringify(serverEntry.liveLineTimeline(i18nOf[language], serverEntry.liveLineFacts(suiteDay, testWeek, exceptions), suiteDay))
  await page.route(path, async (route) => {
    const response = await route.fetch()
    let html = besideMainStatus(await response.text(), `<div id="test-tonight">${tonight}</div>`)
    if (exceptions.length) html = html.replace(/(<script type="application\/json" id="amigo-live-line">)[^<]*(<\/script>)/, (_, open: string, close: string) => `${open}${timeline.replaceAll('<', '\\u003c')}${close}`)
    await route.fulfill({ response, body: html })
  })
}

for (const [language, path] of [['lv', '/lv/'], ['ru', '/ru/visit']] as const) {
  test(`${path}: tonight's evenings show beside the status on their day, and each goes once over`, async ({ page }) => {
    const noon = inRiga(suiteDay, '12:00')
    await page.clock.install({ time: noon })
    await withTestEvenings(page, path)
    await openHours(page, path)
    const [hh, kk] = [says(language, happyHour), says(language, karaoke)]
    await expect(injectedTonight(page)).toHaveText([hh.before, kk.before])
    // A minute after each start and each end: the page's script moves on, with no reload.
    await page.clock.runFor(inRiga(suiteDay, '17:01').getTime() - noon.getTime())
    await expect(injectedTonight(page)).toHaveText([hh.since, kk.before])
    await page.clock.fastForward(2 * 60 * 60_000)
    await page.clock.runFor(61_000)
    await expect(injectedTonight(page)).toHaveText([kk.before])
    await page.clock.fastForward(2 * 60 * 60_000)
    await page.clock.runFor(61_000)
    await expect(injectedTonight(page)).toHaveText([kk.since])
    await page.clock.fastForward(2 * 60 * 60_000)
    await page.clock.runFor(61_000)
    await expect(injectedTonight(page)).toHaveText([])
  })
}

for (const [language, path] of [['lv', '/lv/'], ['ru', '/ru/visit']] as const) {
  test(`${path}: closed today by an exception, the status says when it opens and tonight announces nothing`, async ({ page }) => {
    const exception = { date: suiteDay, closed: true, reason: 'privateEvent' } as const
    await page.clock.install({ time: inRiga(suiteDay, '12:00') })
    await withTestEvenings(page, path, [exception])
    await openHours(page, path)
    await expect(mainStatus(page)).toHaveAttribute('data-opening-status', 'closed')
    // The test's week opens again on Saturday at 17:00.
    const reopens = { date: formatWeekdayDayMonth(language, addDays(suiteDay, 1)), time: formatTime(language, '17:00') }
    await expect(mainStatus(page)).toHaveText(text(language, 'Closed for a private event · opens {date} at {time}', reopens))
    await expect(injectedTonight(page)).toHaveText([])
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
    await page.clock.install({ time: inRiga(suiteDay, '12:00') })
    await withTestEvenings(page, path)
    await blockPageScript(page, expectConsoleError)
    await page.setViewportSize({ width, height: 900 })
    await page.goto(path)
    await expect(injectedTonight(page)).toHaveText([says(language, happyHour).before, says(language, karaoke).before])
    // In a box as narrow as the home's at 1280 px, its times stay on one line ("21:00–" ended one).
    expect(await danglingSeparators(page.locator('#test-tonight'))).toEqual([])
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
