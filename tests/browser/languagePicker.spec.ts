import type { Route } from '@playwright/test'
import { languageInfo } from '../../src/i18n/languages'
import { languageButton, languageList, languages, translation, test, waitForPageReady, expect, type Language } from './site'

// The picker is a native popover of plain links, so it works before any script arrives and without
// one: a visitor's first tap is never lost.

/** A language's name for itself, as the picker lists it. */
const nativeName = (language: Language) => languageInfo[language].nativeName

test.use({ viewport: { width: 1280, height: 900 } })

test('lists the seven languages by their own names and opens the same page in the one chosen', async ({ page }) => {
  await page.goto('/en/about')
  await waitForPageReady(page)
  const picker = languageList(page)
  await languageButton(page).click()
  await expect(picker.getByRole('link')).toHaveText(languages.map(nativeName))
  await expect(picker.getByRole('link', { name: nativeName('en') })).toHaveAttribute('aria-current', 'true')
  await picker.getByRole('link', { name: nativeName('fi') }).click()
  await expect(page).toHaveURL('/fi/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(page.locator('h1')).toHaveText(translation('fi', 'Our story'))
  await waitForPageReady(page)
  expect(await page.evaluate(() => window.localStorage.getItem('amigo-language'))).toBe('fi')
})

test('on phones the closed pill shows the flag and the code, lighter than the logo, and is still named in full', async ({ page }) => {
  for (const [index, language] of languages.entries()) {
    await page.setViewportSize({ width: index % 2 ? 320 : 390, height: 700 })
    await page.goto(`/${language}/`)
    await waitForPageReady(page)
    const summary = page.locator('header button:has(+ ul[popover])')
    const pill = (await summary.boundingBox())!
    const logo = (await page.getByRole('banner').getByRole('link').first().boundingBox())!
    expect(pill.width, `${language}: the pill against the logo`).toBeLessThan(logo.width)
    await expect(summary.getByText(language.toUpperCase(), { exact: true })).toBeVisible()
    // The name is there for screen readers only: a box of 1 px.
    expect((await summary.locator(`[lang="${language}"]`).boundingBox())!.width).toBeLessThanOrEqual(1)
    await expect(summary).toHaveAccessibleName(`${translation(language, 'Language')} ${nativeName(language)}`)
  }
})

test('is named for screen readers and works from the keyboard, closing on Escape', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  const button = languageButton(page)
  await expect(button).toHaveAccessibleName(`${translation('lv', 'Language')} ${nativeName('lv')}`)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(languageList(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(languageList(page)).toBeHidden()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  const german = languageList(page).getByRole('link', { name: nativeName('de') })
  await german.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/de/menu')
})

test('closes on a click elsewhere', async ({ page }) => {
  await page.goto('/ru/visit')
  await waitForPageReady(page)
  await languageButton(page).click()
  await expect(languageList(page)).toBeVisible()
  await page.locator('main h1').click()
  await expect(languageList(page)).toBeHidden()
})

test('a choice made the moment the HTML arrives, before any script has run, is not lost', async ({ page }) => {
  // Hold every script back: the page is as a slow phone shows it before any script has run.
  const held: Route[] = []
  await page.route(/\.js$/, (route) => void held.push(route))
  await page.goto('/en/menu', { waitUntil: 'commit' })
  await languageButton(page).click()
  await languageList(page).getByRole('link', { name: 'Eesti' }).click()
  await expect(page).toHaveURL('/et/menu')
  await expect(page.locator('h1')).toHaveText('Mi casa es tu casa')
  await expect(page.locator('html')).toHaveAttribute('lang', 'et')
  expect(held.length).toBeGreaterThan(0)
  // The held requests belonged to the page that was left: let them go (the browser may have
  // cancelled them already, which is fine).
  await page.unroute(/\.js$/)
  await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('still opens and switches the language', async ({ page }) => {
    await page.goto('/de/about')
    await languageButton(page).click()
    await languageList(page).getByRole('link', { name: 'Español' }).click()
    await expect(page).toHaveURL('/es/about')
    await expect(page.locator('h1')).toHaveText(translation('es', 'Our story'))
  })

  test('a not-found page offers each language’s home', async ({ page }) => {
    await page.goto('/fi/no-such-page')
    await expect(languageList(page).locator('a[hreflang="lv"]')).toHaveAttribute('href', '/lv/')
  })
})
