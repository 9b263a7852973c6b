import type { Page } from '@playwright/test'
import { address, phone } from '../../src/content/business'
import { closedDayRuns, openingHours } from '../../src/content/openingHours'
import { formatTime } from '../../src/i18n/formatTime'
import { i18nOf, message, serverEntry, siteData } from '../serverEntry'
import { blogPostPath, expect, languages, test, translation, waitForPageReady, type Language } from './site'

// Expected texts are what the catalogs say, not copies of them: the content's English through
// locales/*.po, and the plural lines and day names through the built site's catalogs.

async function expectAboutPage(page: Page, language: Language) {
  const { about } = siteData
  const i18n = i18nOf[language]
  const main = page.getByRole('main')
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(translation(language, 'Our story'))
  await expect(main).toContainText(translation(language, about.subtitle))

  for (const quote of [about.storyQuote, about.philosophyQuote]) {
    const section = main.getByRole('region', { name: translation(language, quote.heading) })
    await expect(section.locator('blockquote')).toHaveText(translation(language, quote.text))
    await expect(section.locator('figcaption')).toContainText(translation(language, quote.attribution))
    await expect(section.locator('img')).toHaveAttribute('alt', /\S/)
  }
  await expect(main.getByRole('region', { name: translation(language, about.storyQuote.heading) }).locator('img')).toHaveAttribute('src', /storefront/)
  await expect(main.getByRole('region', { name: translation(language, about.philosophyQuote.heading) }).locator('img')).toHaveAttribute('src', /interior/)

  const features = main.getByRole('region', { name: translation(language, about.featuresHeading) })
  await expect(features.getByRole('listitem')).toHaveCount(about.features.length)
  for (const feature of about.features) {
    const card = features.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: translation(language, feature.title), exact: true }) })
    await expect(card).toContainText(translation(language, feature.text))
  }

  const team = main.getByRole('region', { name: translation(language, about.teamHeading) })
  await expect(team.getByRole('listitem')).toHaveCount(about.team.length)
  for (const member of about.team) {
    const card = team.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: translation(language, member.role), exact: true }) })
    await expect(card).toContainText(message(language, member.text, member.values))
    await expect(card.locator('img')).toHaveAttribute('alt', /\S/)
  }
  // The chef's years come from the content as a number, put into the sentence by the plural rule.
  const chef = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: translation(language, about.team[0]!.role) }) })
  await expect(chef).toContainText(String(about.chefExperienceYears))

  // The invitation says where and when, from the content; the footer under it does not say it again.
  const visit = main.getByRole('region', { name: translation(language, 'Come and visit us') })
  await expect(visit.locator('address')).toHaveText(`${address.street}${address.city}, ${address.postcode}${translation(language, 'Latvia')}`)
  await expect(visit.getByRole('heading', { level: 3 })).toHaveText([translation(language, 'Address'), translation(language, 'Opening hours')])
  const hours = visit.locator('dl').first()
  for (const period of openingHours) {
    const row = hours.locator('dt', { hasText: serverEntry.formatDayRange(i18n, period.days, 'entryStart') })
    await expect(row).toHaveCount(1)
    await expect(row.locator('xpath=following-sibling::dd[1]')).toHaveText(`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`)
  }
  await expect(hours.locator('dt').last()).toHaveText(serverEntry.formatDayRange(i18n, closedDayRuns()[0]!, 'entryStart'))
  await expect(hours.locator('dd').last()).toHaveText(translation(language, 'Closed'))
  const footer = page.getByRole('contentinfo')
  await expect(footer).not.toContainText(address.street)
  await expect(footer.locator('dl')).toHaveCount(0)
  await expect(footer.getByRole('link', { name: phone.display })).toBeVisible()
  await expect(visit.getByRole('link', { name: translation(language, 'How to find us') })).toHaveAttribute('href', `/${language}/visit`)
  await expect(visit.getByRole('link', { name: translation(language, 'See the menu') })).toHaveAttribute('href', `/${language}/menu`)
}

test('the about page tells the story, the features, the team and how to visit in every language', async ({ page }) => {
  test.setTimeout(90_000)
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

test('the footer leaves out where and when only on pages that end with them: elsewhere it keeps them', async ({ page }) => {
  await page.goto('/lv/menu')
  const footer = page.getByRole('contentinfo')
  await expect(footer).toContainText(`${address.street}, ${address.city}, ${address.postcode}`)
  await expect(footer.locator('dl')).toHaveCount(1)
  await page.goto(`/lv${blogPostPath}`)
  await expect(page.getByRole('main').getByRole('region', { name: translation('lv', 'Come and visit us') }).locator('address')).toContainText(address.street)
  await expect(page.getByRole('contentinfo')).not.toContainText(address.street)
  // An unknown post's address answers with the not-found page, which has no come-visit card.
  await page.goto('/lv/blog/no-such-post')
  await expect(page.getByRole('contentinfo')).toContainText(address.street)
})
