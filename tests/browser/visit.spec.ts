import { axeScan, axeTags, violationLines } from '../axe'
import { PNG } from 'pngjs'
import { address, email, phone, rating, socialProfile } from '../../src/content/business'
import { openingHours, weekdays } from '../../src/content/openingHours'
import { openingStatus } from '../../src/hours/openingStatus'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { formatDate } from '../../src/i18n/formatDate'
import { rigaToday } from '../../src/hours/calendar'
import { formatPrice, formatPriceRange } from '../../src/i18n/formatPrice'
import { formatTime } from '../../src/i18n/formatTime'
import { languageInfo } from '../../src/i18n/languages'
import { textRoles } from '../../src/content/schema/textRoles'
import { momentWhen } from '../openingMoments'
import { i18nOf, message as text, serverEntry, siteData } from '../serverEntry'
import type { Page } from '@playwright/test'
import { phoneMenu, phoneMenuButton, type Language, languages, test, waitForPageReady, expect } from './site'

const number = (language: Language, value: number) => new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 }).format(value)
const ratingName = (language: Language, value: number) => text(language, 'Rated {score} out of {scale}', { score: number(language, value), scale: number(language, 5) })

// Map tiles are answered here with a plain tile: nothing leaves the machine, and the map's own
// tests (not these) look at what it draws.
const tile = PNG.sync.write(Object.assign(new PNG({ width: 256, height: 256 }), { data: Buffer.alloc(256 * 256 * 4, 0xee) }))
test.beforeEach(async ({ page }) => {
  await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ contentType: 'image/png', body: tile }))
})

// Moments from the content's opening hours, which are the owner's to change (docs/owner.md, "Changing
// facts"): with the specification's hours, a Friday evening and a Monday.
const whileOpen = momentWhen('open')
const closedUntilAnotherDay = momentWhen('closedOpensAnotherDay')

test('shows the six reviews, the rating and every transport and contact fact as the content gives them, in every language', async ({ page }) => {
  test.slow()
  const { busStop, carParks, streetParking } = siteData
  const { formatHeight, formatList, formatListParts, formatParkingHours, formatWalkMinutes, addressLines } = serverEntry
  expect(siteData.reviews).toHaveLength(6)
  for (const language of languages) {
    const i18n = i18nOf[language]
    await page.goto(`/${language}/visit`)
    const main = page.locator('main')
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(text(language, 'Visit us'))

    // Each card as a visitor meets it: words, name, date and one rating.
    const reviews = main.getByRole('region', { name: text(language, 'What our guests say') })
    const cards = await reviews.locator('figure').evaluateAll((figures) =>
      figures.map((figure) => ({
        text: figure.querySelector('blockquote')?.textContent,
        author: figure.querySelector('figcaption time')?.previousElementSibling?.textContent,
        date: figure.querySelector('time')?.textContent,
        dateTime: figure.querySelector('time')?.getAttribute('datetime'),
        ratings: [...figure.querySelectorAll('[role="img"]')].map((image) => image.getAttribute('aria-label')),
      })),
    )
    expect(cards, language).toEqual(
      siteData.reviews.map((review) => ({
        text: text(language, review.text, undefined, textRoles.review),
        author: review.author,
        date: formatDate(language, review.date),
        dateTime: review.date,
        ratings: [ratingName(language, review.rating)],
      })),
    )
    await expect(main.getByRole('img', { name: ratingName(language, rating.average), exact: true })).toHaveCount(1)

    // Every other fact, each on a line of its own as the page shows it.
    const lines = (await main.innerText()).split('\n').map((line) => line.trim())
    const expected = [
      ...addressLines(text(language, 'Latvia')),
      phone.display,
      email,
      text(language, '{count, plural, one {# review} other {# reviews}}', { count: rating.reviewCount }),
      ...carParks.flatMap((carPark) => [
        text(language, carPark.name),
        text(language, '{walk} on foot', { walk: formatWalkMinutes(language, carPark.walk) }),
        ...(carPark.spaces ? [text(language, '{spaces, plural, one {About # space} other {About # spaces}}', { spaces: carPark.spaces })] : []),
        ...(carPark.alwaysOpen ? [text(language, 'Open 24/7')] : []),
        ...(carPark.pricePerHour ? [text(language, '{price} per hour', { price: formatPrice(language, carPark.pricePerHour) })] : []),
        ...(carPark.pricePerDayMax ? [text(language, 'At most {price} a day', { price: formatPrice(language, carPark.pricePerDayMax) })] : []),
        ...(carPark.cardOnly ? [text(language, 'Bank card only')] : []),
        ...(carPark.heightLimitCm ? [text(language, 'Height limit {height}', { height: formatHeight(language, carPark.heightLimitCm) })] : []),
      ]),
      // The bus stop as the car parks are given: the walk, its name, its lines.
      text(language, '{walk} on foot', { walk: formatWalkMinutes(language, busStop.walk) }),
      text(language, 'Stop: {name}', { name: busStop.name }),
      text(language, '{count, plural, one {Bus {lines}} other {Buses {lines}}}', { count: busStop.lines.length, lines: formatList(language, busStop.lines) }),
      // Each stretch held on one line, the word before the last joined to it ("и сб …").
      text(language, 'Paid {paidHours}', {
        paidHours: formatListParts(language, streetParking.paidHours.map((hours) => formatParkingHours(i18n, language, hours)))
          .map((part) => part.value)
          .join(''),
      }),
      text(language, 'Zones {zones}', { zones: formatList(language, streetParking.zones) }),
      text(language, '{priceRange} for the first hour', { priceRange: formatPriceRange(language, streetParking.firstHour.lowest, streetParking.firstHour.highest) }),
    ]
    expect(expected.filter((line) => !lines.includes(line)), `${language}: facts missing from the page`).toEqual([])

    // The number or address as a link, and the button under them.
    const hrefs = (prefix: string) => main.locator(`a[href^="${prefix}"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(await hrefs('tel:')).toEqual([`tel:${phone.e164}`, `tel:${phone.e164}`])
    expect(await hrefs('mailto:')).toEqual([`mailto:${email}`, `mailto:${email}`])
    const social = main.locator(`a[href="${socialProfile.url}"]`)
    await expect(social).toHaveAttribute('target', '_blank')
    await expect(social).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(social).toHaveAccessibleName(text(language, 'Follow us on {network}', { network: socialProfile.network }))
  }
})

/** A text field added to the page, focused, to paste into. */
async function pasteTarget(page: Page) {
  await page.evaluate(() => {
    const field = Object.assign(document.createElement('textarea'), { id: 'paste-target' })
    document.body.append(field)
    field.focus()
  })
  return page.locator('#paste-target')
}

test.describe('the copy button', () => {
  test('puts the address on the clipboard and says so, in en and de', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    for (const language of ['en', 'de'] as const) {
      await page.goto(`/${language}/visit`)
      await waitForPageReady(page)
      await page.getByRole('button', { name: text(language, 'Copy address') }).click()
      const copied = serverEntry.addressLines(text(language, 'Latvia')).join(', ')
      await expect(page.getByText(text(language, 'Address copied'), { exact: true })).toBeVisible()
      // Read back by pasting, as a visitor would: the site's permissions policy forbids reading the clipboard from script.
      const field = await pasteTarget(page)
      await page.keyboard.press('ControlOrMeta+V')
      await expect(field).toHaveValue(copied)
      expect(copied).toContain(address.street)
    }
  })

  test('says that it could not copy when the clipboard refuses, without an error', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: () => Promise.reject(new DOMException('Refused', 'NotAllowedError')) } })
    })
    await page.goto('/ru/visit')
    await waitForPageReady(page)
    await page.getByRole('button', { name: text('ru', 'Copy address') }).click()
    await expect(page.getByText(text('ru', 'The address could not be copied'), { exact: true })).toBeVisible()
    await expect(page.getByText(text('ru', 'Select it on the page and copy it by hand.'), { exact: true })).toBeVisible()
  })
})

const englishDayNames = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

/** The live line's text for this moment, as the build works it out (src/hours/liveLine.ts) for a page built that day. */
function statusText(language: Language, now: Date): string {
  const line = serverEntry.liveLineAt(serverEntry.liveLineFacts(rigaToday(now)), serverEntry.rigaWallMinute(now))
  return line ? serverEntry.liveLineWords(i18nOf[language], line) : ''
}

test.describe('the open-now badge', () => {
  for (const [moment, now] of [['while open', whileOpen], ['when closed until another day', closedUntilAnotherDay]] as const) {
    test(`shows the status ${moment}, on the page and in the header, in en and de`, async ({ page }) => {
      await page.clock.install({ time: now })
      await page.setViewportSize({ width: 1280, height: 900 })
      for (const language of ['en', 'de'] as const) {
        const expected = statusText(language, now)
        await page.goto(`/${language}/visit`)
        await waitForPageReady(page)
        await page.locator('main [data-opening-status]').scrollIntoViewIfNeeded()
        await expect(page.locator('main [data-opening-status]')).toHaveText(expected)
        await expect(page.locator('header [data-opening-status]').filter({ visible: true })).toHaveText(expected)
      }
      // The English wording begins as written out: "Open until 02:00", "Closed · opens Tuesday at 17:00".
      const status = openingStatus(now, contentSchedule)
      expect(statusText('en', now).replaceAll('\u00a0', ' ')).toMatch(
        new RegExp(`^${status.state === 'open' ? `Open until ${status.closes.time}` : `Closed · opens ${englishDayNames[weekdays.indexOf(status.opens.day)]} at ${status.opens.time}`}`),
      )
      expect(statusText('de', now)).not.toBe(statusText('en', now))
    })
  }

  test('is in the phone menu too', async ({ page }) => {
    await page.clock.install({ time: closedUntilAnotherDay })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fi/visit')
    await waitForPageReady(page)
    await phoneMenuButton(page).click()
    await expect(phoneMenu(page)).toBeVisible()
    await expect(page.locator('header [data-opening-status]').filter({ visible: true })).toHaveText(statusText('fi', closedUntilAnotherDay))
  })

  test('is not in the prerendered page, whose hours are', async ({ request }) => {
    const html = await (await request.get('/de/visit')).text()
    expect(html).toContain('data-opening-status=""')
    expect(html).not.toMatch(/data-opening-status="\w/)
    for (const period of openingHours) {
      expect(html).toContain(serverEntry.formatDayRange(i18nOf.de, period.days, 'entryStart'))
      expect(html).toContain(`${formatTime('de', period.opens)}–${formatTime('de', period.closes)}`)
    }
  })
})

for (const width of [390, 1280]) {
  test(`axe finds nothing in the opening status when closed until another day, at ${width} px in en, de and et`, async ({ page }) => {
    test.slow()
    await page.clock.install({ time: closedUntilAnotherDay })
    await page.setViewportSize({ width, height: 900 })
    for (const language of ['en', 'de', 'et'] as const) {
      await page.goto(`/${language}/visit`)
      await waitForPageReady(page)
      await page.locator('main [data-opening-status]').scrollIntoViewIfNeeded()
      await expect(page.locator('main [data-opening-status]')).not.toBeEmpty()
      // everyPage.spec.ts scans the whole page while open; here, the status boxes in this state.
      const { violations } = await axeScan(page).include('[data-opening-status]').withTags(axeTags).analyze()
      expect(violationLines(violations, `${language}: `)).toEqual([])
    }
  })

  test(`the visit page does not shift while it loads and the status arrives, at ${width} px`, async ({ browser }, testInfo) => {
    for (const language of ['de', 'fi'] as const) {
      // A fresh context each time: nothing cached, as a first visitor on a slow phone would load it.
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } })
      const page = await context.newPage()
      await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ contentType: 'image/png', body: tile }))
      // Closed until another day: the longest kind of status ("… opens Tuesday at 17:00").
      await page.clock.install({ time: closedUntilAnotherDay })
      await page.goto(`/${language}/visit`)
      await waitForPageReady(page)
      await page.locator('main [data-opening-status]').scrollIntoViewIfNeeded()
      await expect(page.locator('main [data-opening-status]')).not.toBeEmpty()
      const shift = await measureLayoutShift(page)
      testInfo.annotations.push({ type: 'measured', description: `${language} ${width} px: CLS ${shift.toFixed(4)}` })
      expect(shift, `layout shift in ${language} at ${width} px`).toBeLessThan(0.01)
      await context.close()
    }
  })
}

/** Where what follows the status sits: the hours under the page's badge, and the header's height. */
function positions(page: Page) {
  return page.evaluate(() => {
    const hours = document.querySelector('main [data-opening-status] ~ dl')!.getBoundingClientRect()
    return { hoursList: Math.round(hours.top + window.scrollY), header: Math.round(document.querySelector('header')!.getBoundingClientRect().height) }
  })
}

test('the status is written as the page is parsed: its scripts arriving move nothing, on the page or in the header', async ({ browser }) => {
  // Eight pages in four contexts.
  test.setTimeout(120_000)
  for (const width of [390, 1280]) {
    for (const language of ['de', 'fi'] as const) {
      const viewport = { width, height: 900 }
      // The page as it stands before its module scripts run: they are answered empty; the inline
      // ones have written the line (src/hours/liveLine.ts). At the same fixed moment as the page
      // after them, as every test that is not about time.
      const before = await browser.newContext({ viewport })
      const waiting = await before.newPage()
      await waiting.clock.install({ time: closedUntilAnotherDay })
      await waiting.route('**/assets/*.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))
      await waiting.goto(`/${language}/visit`)
      await waiting.locator('main [data-opening-status]').scrollIntoViewIfNeeded()
      await expect(waiting.locator('main [data-opening-status]')).not.toHaveAttribute('data-opening-status', '')
      const held = await positions(waiting)
      await before.close()

      const after = await browser.newContext({ viewport })
      const page = await after.newPage()
      await page.route(/^https:\/\/tile\.openstreetmap\.org\//, (route) => route.fulfill({ contentType: 'image/png', body: tile }))
      await page.clock.install({ time: closedUntilAnotherDay })
      await page.goto(`/${language}/visit`)
      await page.locator('main [data-opening-status]').scrollIntoViewIfNeeded()
      await expect(page.locator('main [data-opening-status]')).not.toBeEmpty()
      expect(await positions(page), `${language} at ${width} px`).toEqual(held)
      await after.close()
    }
  }
})

function measureLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value
          }
        }).observe({ type: 'layout-shift', buffered: true })
        setTimeout(() => resolve(total), 500)
      }),
  )
}
