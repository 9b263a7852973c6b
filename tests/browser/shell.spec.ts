import { expect, test, translation, waitForHydration } from './site'

test.describe('the language picker', () => {
  test('lists the seven languages by their own names and switches to the same page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/about')
    await waitForHydration(page)
    const picker = page.getByRole('button', { name: 'Language' })
    await picker.click()
    const options = page.getByRole('option')
    await expect(options).toHaveText(['Latviešu', 'Español', 'English', 'Русский', 'Deutsch', 'Eesti', 'Suomi'])
    await page.getByRole('option', { name: 'Suomi' }).click()
    await expect(page).toHaveURL('/fi/about')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fi')
    await expect(page.locator('h1')).toHaveText(translation('fi', 'Our story'))
    await expect(page).toHaveTitle(translation('fi', 'Our story and team — Amigo Riga'))
    expect(await page.evaluate(() => window.localStorage.getItem('amigo-language'))).toBe('fi')
  })

  test('works from the keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/lv/menu')
    await waitForHydration(page)
    const picker = page.getByRole('button', { name: translation('lv', 'Language') })
    await picker.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('listbox')).toBeVisible()
    await page.keyboard.type('Deu')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL('/de/menu')
    await expect(page.getByRole('button', { name: translation('de', 'Language') })).toBeFocused()
  })
})

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from its button, closes on a chosen link, and reserves through the chat', async ({ page }) => {
    await page.goto('/en/')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: 'Site navigation' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'About us' })).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const reserve = page.getByRole('link', { name: 'Reserve a table' })
    await expect(reserve).toHaveAttribute('href', /^https:\/\/wa\.me\/371\d{8}$/)
    await expect(reserve).toHaveAttribute('target', '_blank')
    await expect(reserve).toHaveAttribute('rel', 'noopener noreferrer')
    await page.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL('/en/about')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('link', { name: 'About us' })).toBeHidden()
  })

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/ru/menu')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: translation('ru', 'Site navigation') })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('link', { name: translation('ru', 'Visit') }).focus()
    await page.keyboard.press('Escape')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(toggle).toBeFocused()
  })
})

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
    const logged: string[] = []
    page.on('console', (message) => logged.push(message.text()))
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 — Oops! Page not found — Amigo')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en/')
    await expect.poll(() => logged.some((line) => line.includes('/en/no-such-page'))).toBe(true)
  })

  test('a path outside every language shows the not-found page in the chosen language, fully working', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'de'))
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('de', 'Oops! Page not found')}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(`404 — ${translation('de', 'Oops! Page not found')} — Amigo`)
    await expect(page.getByRole('link', { name: translation('de', 'Return to Home') })).toHaveAttribute('href', '/de/')
    const toggle = page.getByRole('button', { name: translation('de', 'Site navigation') })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await page.waitForLoadState('networkidle')
    expect(consoleErrors.filter((error) => !error.includes('404 (Not Found)'))).toEqual([])
  })

  test('a path outside every language is in Latvian when nothing else decides', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/nothing-here')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('lv', 'Oops! Page not found')}`)
    await context.close()
  })

  test('a language code that is not one of the seven is not found', async ({ page }) => {
    const response = await page.goto('/fr/menu')
    expect(response?.status()).toBe(404)
    await expect(page.getByText('404').first()).toBeVisible()
  })

  test('an unknown blog post says "Raksts nav atrasts" in Latvian and leads back to the blog', async ({ page }) => {
    const response = await page.goto('/lv/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await waitForHydration(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raksts nav atrasts')
    await expect(page.getByRole('link', { name: translation('lv', 'Back to the blog') })).toHaveAttribute('href', '/lv/blog')
    await expect(page.getByRole('banner')).toBeVisible()
  })

  test('an unknown blog post is translated in the other languages', async ({ page }) => {
    await page.goto('/ru/blog/no-such-post')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(translation('ru', 'Article not found'))
  })
})

test('every page is readable without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto('/ru/privacy')
  await expect(page.locator('h1')).toHaveText(translation('ru', 'Privacy'))
  await expect(page.getByText('amigo-language')).toBeVisible()
  await expect(page.getByRole('banner').getByRole('link', { name: translation('ru', 'Menu') })).toHaveAttribute('href', '/ru/menu')
  await expect(page.getByRole('banner').getByText('Tērbatas iela 2').first()).toBeVisible()
  await expect(page.getByRole('contentinfo').getByRole('link', { name: /\+371/ })).toBeVisible()
  await context.close()
})

test('hours in the header use the page language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/de/')
  await expect(page.getByRole('banner')).toContainText(`${translation('de', 'Tue')}–${translation('de', 'Thu')} 17:00–23:00`)
  await expect(page.getByRole('banner')).toContainText(`${translation('de', 'Fri')}–${translation('de', 'Sat')} 17:00–02:00`)
})

test('on a phone without JavaScript the page links are shown instead of the menu button', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  const page = await context.newPage()
  await page.goto('/et/menu')
  for (const label of ['Home', 'Menu', 'About us', 'Blog', 'Visit']) {
    await expect(page.getByRole('banner').getByRole('link', { name: translation('et', label), exact: true })).toBeVisible()
  }
  await expect(page.locator('header button[slot="trigger"]')).toBeHidden()
  await context.close()
})
