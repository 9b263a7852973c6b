import type { Page } from '@playwright/test'
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { createServer } from 'vite'
import { address } from '../../src/content/business'
import { closedDayRuns, openingHours, type Weekday } from '../../src/content/openingHours'
import { expect, languages, test, translation, waitForPageReady, type Language } from './site'

// The content modules use Lingui macros, so they are loaded through Vite (with the site's plugins),
// as tests/browser/globalSetup.ts does for the menu; each language's catalog comes the same way, so
// expected texts (plural lines, day names) are what the catalogs say, not copies of them.
interface AboutContent {
  chefExperienceYears: number
  aboutSubtitle: MessageDescriptor
  storyQuote: { heading: MessageDescriptor; text: MessageDescriptor; attribution: MessageDescriptor }
  philosophyQuote: { heading: MessageDescriptor; text: MessageDescriptor; attribution: MessageDescriptor }
  featuresHeading: MessageDescriptor
  aboutFeatures: { id: string; title: MessageDescriptor; text: MessageDescriptor }[]
  teamHeading: MessageDescriptor
  team: { id: string; role: MessageDescriptor; text: MessageDescriptor }[]
}
interface Site {
  about: AboutContent
  dayRange: (i18n: I18n, days: readonly Weekday[], placement: 'entryStart') => string
  time: (language: Language, time: string) => string
  i18n: Record<Language, I18n>
}

let site: Site

/** Loads the content once per worker, for the tests that compare the page with it. */
async function loadSite() {
  if (site) return
  const vite = await createServer({
    // Only what the content modules need (Lingui's macro and catalogs), which starts in seconds.
    configFile: false,
    plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), lingui()],
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
    appType: 'custom',
    logLevel: 'error',
  })
  try {
    const about = (await vite.ssrLoadModule('/src/content/about.ts')) as AboutContent
    const { formatDayRange, formatTime } = await vite.ssrLoadModule('/src/hours/formatHours.ts')
    const catalogs = {} as Record<Language, I18n>
    for (const language of languages) {
      const { messages } = await vite.ssrLoadModule(`/locales/${language}/messages.po`)
      catalogs[language] = setupI18n({ locale: language, messages: { [language]: messages } })
    }
    site = { about, i18n: catalogs, dayRange: formatDayRange, time: formatTime }
  } finally {
    await vite.close()
  }
}

const text = (language: Language, descriptor: MessageDescriptor) => translation(language, descriptor.message!)

async function expectAboutPage(page: Page, language: Language) {
  const { about } = site
  const i18n = site.i18n[language]
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(translation(language, 'Our story'))
  await expect(main).toContainText(text(language, about.aboutSubtitle))

  for (const quote of [about.storyQuote, about.philosophyQuote]) {
    const section = main.getByRole('region', { name: text(language, quote.heading) })
    await expect(section.locator('blockquote')).toHaveText(text(language, quote.text))
    await expect(section.locator('figcaption')).toContainText(text(language, quote.attribution))
    await expect(section.locator('img')).toHaveAttribute('alt', /\S/)
  }
  await expect(main.getByRole('region', { name: text(language, about.storyQuote.heading) }).locator('img')).toHaveAttribute('src', /storefront/)
  await expect(main.getByRole('region', { name: text(language, about.philosophyQuote.heading) }).locator('img')).toHaveAttribute('src', /interior/)

  const features = main.getByRole('region', { name: text(language, about.featuresHeading) })
  await expect(features.getByRole('listitem')).toHaveCount(about.aboutFeatures.length)
  for (const feature of about.aboutFeatures) {
    const card = features.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: text(language, feature.title), exact: true }) })
    await expect(card).toContainText(text(language, feature.text))
  }

  const team = main.getByRole('region', { name: text(language, about.teamHeading) })
  await expect(team.getByRole('listitem')).toHaveCount(about.team.length)
  for (const member of about.team) {
    const card = team.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: text(language, member.role), exact: true }) })
    await expect(card).toContainText(i18n._(member.text))
    await expect(card.locator('img')).toHaveAttribute('alt', /\S/)
  }
  // The chef's years come from the content as a number, put into the sentence by the plural rule.
  const chef = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text(language, about.team[0]!.role) }) })
  await expect(chef).toContainText(String(about.chefExperienceYears))

  // The invitation leads on; the address and the hours are the footer's, just below, said once.
  const visit = main.getByRole('region', { name: translation(language, 'Come and visit us') })
  await expect(visit).not.toContainText(address.street)
  await expect(visit.locator('dl')).toHaveCount(0)
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`${address.street}, ${address.city}, ${address.postcode}`)
  const hours = footer.locator('dl')
  for (const period of openingHours) {
    const row = hours.locator('dt', { hasText: site.dayRange(i18n, period.days, 'entryStart') })
    await expect(row).toHaveCount(1)
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText(`${site.time(language, period.opens)}–${site.time(language, period.closes)}`)
  }
  await expect(hours.locator('dt').last()).toHaveText(site.dayRange(i18n, closedDayRuns()[0]!, 'entryStart'))
  await expect(hours.locator('dd').last()).toHaveText(translation(language, 'Closed'))
  await expect(visit.getByRole('link', { name: translation(language, 'How to find us') })).toHaveAttribute('href', `/${language}/visit`)
  await expect(visit.getByRole('link', { name: translation(language, 'See the menu') })).toHaveAttribute('href', `/${language}/menu`)
}

test('the about page tells the story, the features, the team and how to visit in every language', async ({ page }) => {
  test.setTimeout(90_000)
  await loadSite()
  for (const language of languages) {
    const response = await page.goto(`/${language}/about`)
    expect(response?.status()).toBe(200)
    await waitForPageReady(page)
    await expectAboutPage(page, language)
    // Every link of the page body stays in the page's language.
    const hrefs = await page.getByRole('main').locator('a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))
    expect(hrefs.length).toBeGreaterThan(0)
    for (const href of hrefs) expect(href, `${language}: ${href}`).toMatch(new RegExp(`^/${language}/`))
  }
})

test('the about page is whole without JavaScript', async ({ browser }) => {
  test.setTimeout(60_000)
  await loadSite()
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/fi/about')
  await expectAboutPage(page, 'fi')
  await context.close()
})

test('the come-visit link opens the visit page in the same language', async ({ page }) => {
  await page.goto('/ru/about')
  await waitForPageReady(page)
  await page.getByRole('main').getByRole('link', { name: translation('ru', 'How to find us') }).click()
  await expect(page).toHaveURL(/\/ru\/visit$/)
})
