import type { Route } from '@playwright/test'
import { languageButton, languageList, translation, test, waitForPageReady, expect } from './site'

// The picker is a native popover of plain links, so it works before any script arrives and without
// one: a visitor's first tap is never lost.
const nativeNames = ['Latviešu', 'Español', 'English', 'Русский', 'Deutsch', 'Eesti', 'Suomi']

test.use({ viewport: { width: 1280, height: 900 } })

test('lists the seven languages by their own names and opens the same page in the one chosen', async ({ page }) => {
  await page.goto('/en/about')
  await waitForPageReady(page)
  const picker = languageList(page)
  await languageButton(page).click()
  await expect(picker.getByRole('link')).toHaveText(nativeNames)
  await expect(picker.getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true')
  await picker.getByRole('link', { name: 'Suomi' }).click()
  await expect(page).toHaveURL('/fi/about')
  await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
  await expect(page.locator('h1')).toHaveText(translation('fi', 'Our story'))
  await waitForPageReady(page)
  expect(await page.evaluate(() => window.localStorage.getItem('amigo-language'))).toBe('fi')
})

test('is named for screen readers and works from the keyboard, closing on Escape', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  const button = languageButton(page)
  await expect(button).toHaveAccessibleName(`${translation('lv', 'Language')} Latviešu`)
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(languageList(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(languageList(page)).toBeHidden()
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  const german = languageList(page).getByRole('link', { name: 'Deutsch' })
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
