import { phone, rating, socialProfile } from '../../src/content/business'
import { closedDayRuns, openingHours, type Weekday } from '../../src/content/openingHours'
import { datedEvents, weeklyEvents } from '../../src/content/whatsOn'
import { formatPrice } from '../../src/i18n/formatPrice'
import { formatTime } from '../../src/i18n/formatTime'
import { languageInfo } from '../../src/i18n/languages'
import { reviewCountShort } from '../../src/i18n/reviewCountShort'
import { fixedNow } from '../fixedClock'
import { momentWhen } from '../openingMoments'
import { i18nOf, serverEntry, siteData } from '../serverEntry'
import { linesOf } from './checks/lines'
import { expect, languages, test, translation, waitForPageReady, type Language, type Page } from './site'

const { asEntryStart, eventKindNames, weekdayShortNames } = serverEntry
const closedRuns = closedDayRuns()
const menuItems = siteData.menu.flatMap((section) => section.items)
const normalize = (text: string | null) => (text ?? '').replace(/\s/g, ' ')
const number = (language: Language, value: number) => new Intl.NumberFormat(languageInfo[language].intlLocale, { maximumFractionDigits: 1 }).format(value)

/** "Rated 4,6 out of 5" as the rating reads in a language. */
const ratingName = (language: Language) =>
  translation(language, 'Rated {score} out of {scale}').replace('{score}', number(language, rating.average)).replace('{scale}', number(language, rating.best))

/** The catalog's plural form of a message for a number: the form `Intl.PluralRules` picks, else `other`. */
function pluralText(language: Language, icu: string, count: number): string {
  const form = (category: string) => icu.match(new RegExp(`\\b${category} \\{((?:[^{}]|\\{[^{}]*\\})*)\\}`))?.[1]
  return form(new Intl.PluralRules(languageInfo[language].intlLocale).select(count)) ?? form('other')!
}

const dayRange = (language: Language, days: readonly Weekday[]) =>
  [...new Set([days[0]!, days.at(-1)!])].map((day) => i18nOf[language]._(weekdayShortNames[day])).join('–')

async function expectHomePage(page: Page, language: Language, { scripts = true } = {}) {
  const t = (english: string) => translation(language, english)
  const main = page.getByRole('main')

  // One h1 (the hero's message) and every section a region named by its own heading.
  await expect(page.locator('h1')).toHaveCount(1)
  await expect(page.locator('h1')).toHaveText(t('Authentic Mexican cuisine in the heart of Riga'))
  const hero = main.getByRole('region', { name: t('Authentic Mexican cuisine in the heart of Riga') })
  const strip = main.getByRole('region', { name: t('Address, hours and reviews') })
  const reasons = main.getByRole('region', { name: t('Why choose us') })
  const dishes = main.getByRole('region', { name: t('Signature dishes') })
  const closing = main.getByRole('region', { name: t('Your table is waiting') })
  const evenings = main.getByRole('region', { name: t('Evenings at Amigo') })
  for (const region of [hero, strip, reasons, dishes, closing]) await expect(region).toHaveCount(1)
  // What is on, when the content announces anything (src/content/data/evenings.json): a card for each evening of the week.
  const announced = weeklyEvents.length + datedEvents.length > 0
  await expect(evenings).toHaveCount(announced ? 1 : 0)
  await expect(evenings.getByRole('article').getByRole('heading', { level: 3 })).toHaveText(weeklyEvents.map((event) => i18nOf[language]._(eventKindNames[event.kind])))
  await expect(main.locator('section')).toHaveCount(announced ? 6 : 5)
  for (const section of await main.locator('section').all()) {
    const id = await section.getAttribute('aria-labelledby')
    await expect(section.locator(`[id="${id}"]`), `the heading that names a section (${language})`).toHaveCount(1)
  }
  await expect(main.locator('h2')).toHaveCount(announced ? 5 : 4)
  await expect(reasons.getByRole('article')).toHaveCount(3)

  // The rating reads as one image; the count is the content's, rounded down to the tens.
  await expect(strip.getByRole('img', { name: ratingName(language), exact: true })).toHaveCount(1)
  await expect(strip.locator('[role="img"]'), 'one rating, not five stars and a number').toHaveCount(1)
  const short = reviewCountShort(language, rating.reviewCount)
  expect(rating.reviewCount - short.value, 'the count rounded down to the tens').toBeGreaterThanOrEqual(0)
  expect(rating.reviewCount - short.value, 'the count rounded down to the tens').toBeLessThan(10)
  const countText = pluralText(language, t('{shortCount, plural, one {{countText} review} other {{countText} reviews}}'), short.value).replace('{countText}', short.text)
  await expect(strip).toContainText(countText)

  // The hours of the content source, a row per run of days, in the language's day names and way of
  // writing times; the closed days last.
  const hours = strip.locator('dl').first().locator('> div')
  await expect(hours.locator('dt')).toHaveText([...openingHours.map((period) => period.days), ...closedRuns].map((days) => asEntryStart(language, dayRange(language, days))))
  await expect(hours.locator('dd')).toHaveText([
    ...openingHours.map((period) => `${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`),
    ...closedRuns.map(() => t('Closed')),
  ])

  // The three dishes: the menu's badge, name and price, in the specification's order.
  const cards = dishes.getByRole('article')
  await expect(cards).toHaveCount(siteData.signatureDishes.length)
  for (const [index, dish] of siteData.signatureDishes.entries()) {
    const card = cards.nth(index)
    await expect(card.getByRole('heading', { level: 3 })).toHaveText(t(menuItems.find((item) => item.id === dish.id)!.name))
    if (dish.badge) await expect(card).toContainText(t(dish.badge))
    const [price] = menuItems.find((item) => item.id === dish.id)!.prices
    expect(normalize(await card.textContent())).toContain(normalize(formatPrice(language, price!)))
  }

  // Links stay in the page's language; calls and the social profile come from the content source.
  await expect(hero.getByRole('link', { name: t('View menu') })).toHaveAttribute('href', `/${language}/menu`)
  await expect(dishes.getByRole('link', { name: t('View the whole menu') })).toHaveAttribute('href', `/${language}/menu`)
  await expect(strip.getByRole('link', { name: t('Map and directions') })).toHaveAttribute('href', `/${language}/visit`)
  for (const href of await main.locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
    expect(href).toMatch(new RegExp(`^/${language}/`))
  }
  // The hero's reserve button opens the table request; without scripts it is the call it always was.
  const request = hero.getByRole('button', { name: t('Reserve a table') })
  const heroCall = hero.getByRole('link', { name: t('Reserve by phone') })
  await (scripts ? expect(request).toBeVisible() : expect(request).toBeHidden())
  await (scripts ? expect(heroCall).toBeHidden() : expect(heroCall).toHaveAttribute('href', `tel:${phone.e164}`))
  // The hero's, the closing card's, the call in the list the closing card's reserve button opens
  // without scripts, and each evening card's "Book this evening by phone".
  const calls = main.locator('a[href^="tel:"]')
  await expect(calls).toHaveCount(3 + weeklyEvents.length)
  await expect(closing.getByRole('button', { name: t('Reserve a table') })).toBeVisible()
  for (const call of await calls.all()) await expect(call).toHaveAttribute('href', `tel:${phone.e164}`)
  const social = closing.locator(`a[href="${socialProfile.url}"]`)
  await expect(social).toHaveAttribute('target', '_blank')
  await expect(social).toHaveAttribute('rel', /\bnoopener\b/)
}

for (const language of languages) {
  test(`the ${language} home page: its sections, the rating, the hours, the dishes and the links, from the content source`, async ({ page }) => {
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    await expectHomePage(page, language)
  })
}

test('on a phone the home page says whether the restaurant is open now, as the header does on a wide screen', async ({ page }) => {
  const friday = openingHours.find((period) => period.days.includes('fri'))!
  await page.clock.install({ time: momentWhen('open') })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lv/')
  const strip = page.getByRole('region', { name: translation('lv', 'Address, hours and reviews') })
  const status = strip.locator('[data-opening-status="open"]')
  // Below the hero, written as the page was parsed (the live line, src/hours/liveLine.ts).
  await strip.scrollIntoViewIfNeeded()
  await expect(status).toBeVisible()
  await expect(status).toContainText(translation('lv', 'Open until {time}').replace('{time}', formatTime('lv', friday.closes)))
  // On a wide screen the header's top bar says it: the strip does not repeat it.
  await page.setViewportSize({ width: 1280, height: 900 })
  await expect(status).toBeHidden()
  // The header's top bar scrolls away with the page: back at the top, it is in view.
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(page.getByRole('banner').locator('[data-opening-status="open"]:visible')).toHaveCount(1)
})

test('at 320 px the closing card’s buttons break before the number or the network, never inside the words before it, and the reasons’ titles keep more than a word a line', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  const phoneNumber = phone.display.replaceAll(' ', '\u00A0')
  for (const language of languages) {
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    await page.evaluate(() => document.fonts.ready.then(() => undefined))
    const actions = page.getByRole('main').locator('section:has(a[href^="tel:"])').last().getByRole('link')
    for (const [label, value] of [
      [translation(language, 'Call {number}').replace('{number}', phoneNumber), phoneNumber],
      [translation(language, 'Follow us on {network}').replace('{network}', socialProfile.network), socialProfile.network],
    ] as const) {
      const lines = await linesOf(actions.filter({ hasText: value }))
      const before = label.slice(0, label.indexOf(value)).trim().replaceAll('\u00A0', ' ')
      // One line, or the words before the value on the first and the value starting the next.
      if (lines.length > 1) expect(lines, `${language}: ${label}`).toEqual([before, ...lines.slice(1)])
      expect(lines.join('').replace(/\s/g, ''), `${language}: ${label}`).toBe(label.replace(/\s/g, ''))
    }
    for (const title of await page.getByRole('main').locator('article h3').all()) {
      const lines = await linesOf(title)
      const words = lines.join(' ').split(' ').length
      if (words > 2) expect(lines.length, `${language}: ${lines.join(' / ')}`).toBeLessThan(words)
    }
  }
})

test('the specification’s Latvian badges: Populārākais, Šefpavāra izvēle, Premium', async ({ page }) => {
  await page.goto('/lv/')
  const dishes = page.getByRole('region', { name: translation('lv', 'Signature dishes') })
  for (const badge of ['Populārākais', 'Šefpavāra izvēle', 'Premium']) await expect(dishes.getByText(badge, { exact: true })).toBeVisible()
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test('the home page shows the same content, prices and links', async ({ page }) => {
    await page.goto('/ru/')
    await expectHomePage(page, 'ru', { scripts: false })
  })
})

test('the hero picture loads first and eagerly; every other picture waits until it is needed', async ({ page }) => {
  await page.goto('/fi/')
  const hero = page.locator('main section').first().locator('img')
  await expect(hero).toHaveAttribute('loading', 'eager')
  await expect(hero).toHaveAttribute('fetchpriority', 'high')
  const others = await page.locator('img:not([fetchpriority="high"])').evaluateAll((images) => images.map((image) => image.getAttribute('loading')))
  expect(others.length).toBeGreaterThanOrEqual(3)
  expect(others).toEqual(others.map(() => 'lazy'))
  await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1)
})

for (const width of [390, 1280]) {
  for (const language of ['lv', 'fi'] as const) {
    test(`the ${language} home page's largest paint is the hero picture, at ${width} px`, async ({ browser }, testInfo) => {
      // A fresh context: nothing cached, so every file arrives as a first visitor's would.
      const context = await browser.newContext({ viewport: { width, height: width < 800 ? 844 : 900 } })
      // The suite's moment, as every test not about time: what the home shows for the day is fixed.
      await context.clock.install({ time: fixedNow })
      const page = await context.newPage()
      await page.goto(`/${language}/`)
      await waitForPageReady(page)
      await page.waitForTimeout(500)
      // The layout shift of every page is measured in everyPage.spec.ts.
      const largest = await page.evaluate(
        () =>
          new Promise<string>((resolve) => {
            let paint = ''
            new PerformanceObserver((list) => {
              const last = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; size: number }
              paint = last.element ? `${last.element.tagName.toLowerCase()}${last.element.getAttribute('fetchpriority') === 'high' ? '[fetchpriority=high]' : ''} ${last.size}` : ''
            }).observe({ type: 'largest-contentful-paint', buffered: true })
            setTimeout(() => resolve(paint), 300)
          }),
      )
      testInfo.annotations.push({ type: 'measured', description: `${language} ${width} px: LCP ${largest}` })
      expect(largest, `largest paint in ${language} at ${width} px`).toMatch(/^img\[fetchpriority=high\] /)
      await context.close()
    })
  }
}
