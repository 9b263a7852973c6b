import type { HoursException } from '../../src/content/openingHours'
import { rigaDateTime, rigaToday } from '../../src/hours/calendar'
import { liveLineDataId } from '../../src/hours/datedParts'
import { fixedNow } from '../fixedClock'
import { i18nOf, message, serverEntry } from '../serverEntry'
import { expect, test, waitForPageReady, type Language, type Page } from './site'

// The live line (src/hours/liveLine.ts) on the built site: right from the first paint with no script
// but the page's inline ones, kept right at the moment it changes, with no React. Facts for a case are
// injected as the build writes them: the page's timeline, worked out by the server renderer on the
// case's day with the case's exceptions.

const inRiga = (wall: string) => new Date(rigaDateTime(wall))

/** The line's words at a moment, as the build works them out for a page built on `today` with these exceptions. */
function expectedAt(language: Language, now: Date, today: string, exceptions?: readonly HoursException[]) {
  const facts = serverEntry.liveLineFacts(today, undefined, exceptions)
  const line = serverEntry.liveLineAt(facts, serverEntry.rigaWallMinute(now))
  return line ? serverEntry.liveLineWords(i18nOf[language], line) : ''
}

/** Serves `path` with the timeline of a build on `today` with these exceptions (the content's when none given). */
async function builtOn(page: Page, path: string, language: Language, today: string, exceptions?: readonly HoursException[]) {
  const timeline = JSON.stringify(serverEntry.liveLineTimeline(i18nOf[language], serverEntry.liveLineFacts(today, undefined, exceptions), today)).replaceAll('<', '\\u003c')
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(new RegExp(`(<script type="application/json" id="${liveLineDataId}">)[^<]*(</script>)`), `$1${timeline}$2`)
    await route.fulfill({ response, body: html })
  })
}

/** Where the line shows first: the header's top bar from desktop, the home's first screen on a phone. */
const lineAt = (page: Page, width: number) => page.locator(width >= 1024 ? 'header [data-opening-status]' : 'main [data-opening-status]').filter({ visible: true }).first()

const christmas: HoursException[] = [{ from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' }]

for (const width of [320, 1280]) {
  test(`${width} px: the line is right at the first paint with no script but the page's own lines, and no React`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.clock.install({ time: fixedNow })
    // The page's module script never arrives: what shows is the inline scripts' work.
    await page.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
    await page.goto('/lv/', { waitUntil: 'domcontentloaded' })
    await expect(lineAt(page, width)).toHaveText(expectedAt('lv', fixedNow, rigaToday(fixedNow)))
    await expect(lineAt(page, width)).toHaveAttribute('data-opening-status', 'open')
  })

  test(`${width} px: an untouched home read to its end loads no React`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.clock.install({ time: fixedNow })
    const scripts: Promise<string>[] = []
    page.on('response', (response) => {
      if (response.url().endsWith('.js')) scripts.push(response.text())
    })
    await page.goto('/lv/')
    await waitForPageReady(page)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForTimeout(1000)
    const bodies = await Promise.all(scripts)
    expect(bodies.length).toBeGreaterThan(0)
    // React DOM's minified build names its error pages; the page's script and the inline ones do not.
    expect(bodies.filter((body) => body.includes('react.dev/errors'))).toEqual([])
  })
}

test('the line changes at closing time on a karaoke night, with the page left open', async ({ page }) => {
  const today = '2026-11-16'
  const before = inRiga('2026-11-19T22:59')
  await builtOn(page, '/en/', 'en', today)
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.clock.install({ time: before })
  await page.goto('/en/')
  await waitForPageReady(page)
  const line = lineAt(page, 1280)
  await expect(line).toHaveText(expectedAt('en', before, today))
  await expect(line).toHaveAttribute('data-opening-status', 'closingSoon')
  await page.clock.runFor(61_000)
  await expect(line).toHaveText(expectedAt('en', inRiga('2026-11-19T23:00'), today))
  await expect(line).toHaveAttribute('data-opening-status', 'closed')
})

for (const [language, width] of [['lv', 320], ['ru', 1280]] as const) {
  test(`${language}, ${width} px: the day before Christmas Eve names it, Christmas Eve names the holiday and the day it opens`, async ({ page }) => {
    await builtOn(page, `/${language}/`, language, '2026-12-20', christmas)
    await page.setViewportSize({ width, height: 800 })
    const eve = inRiga('2026-12-23T19:00')
    await page.clock.install({ time: eve })
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    await expect(lineAt(page, width)).toHaveText(expectedAt(language, eve, '2026-12-20', christmas))
    await expect(lineAt(page, width)).toContainText(message(language, 'Christmas Eve'))
    // The next day at the same hour, the page left open.
    await page.clock.runFor(24 * 60 * 60_000)
    await expect(lineAt(page, width)).toHaveText(expectedAt(language, inRiga('2026-12-24T19:00'), '2026-12-20', christmas))
    await expect(lineAt(page, width)).toHaveAttribute('data-opening-status', 'closed')
  })
}

test('an undecided holiday is not stated as certain: the line says hours may differ', async ({ page }) => {
  await builtOn(page, '/lv/', 'lv', '2026-12-20', [])
  await page.setViewportSize({ width: 1280, height: 800 })
  const now = inRiga('2026-12-24T19:00')
  await page.clock.install({ time: now })
  await page.goto('/lv/')
  await waitForPageReady(page)
  await expect(lineAt(page, 1280)).toHaveAttribute('data-opening-status', 'undecided')
  await expect(lineAt(page, 1280)).toHaveText(expectedAt('lv', now, '2026-12-20', []))
})
