import { expect, test } from './site'

test.describe('an address without a language', () => {
  test('opens in the stored language, keeping query and hash', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'ru'))
    await page.goto('/menu?table=7#tacos')
    await expect(page).toHaveURL('/ru/menu?table=7#tacos')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test('opens in the browser language when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' })
    const page = await context.newPage()
    await page.goto('/visit')
    await expect(page).toHaveURL('/de/visit')
    await context.close()
  })

  test('opens in Latvian when the browser speaks none of the seven', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL('/lv/')
    await context.close()
  })

  test('ignores a stored value that is not a language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fi-FI' })
    const page = await context.newPage()
    await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'klingon'))
    await page.goto('/blog/world-leaders-at-amigo')
    await expect(page).toHaveURL('/fi/blog/world-leaders-at-amigo')
    await context.close()
  })

  test('works when storage throws', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'et-EE' })
    const page = await context.newPage()
    await page.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/about')
    await expect(page).toHaveURL('/et/about')
    await expect(page.locator('h1')).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(errors).toEqual([])
    await context.close()
  })

  test('offers the seven languages as links without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/menu')
    await expect(page).toHaveURL('/menu')
    for (const [name, href] of [
      ['Latviešu', '/lv/menu'],
      ['Español', '/es/menu'],
      ['English', '/en/menu'],
      ['Русский', '/ru/menu'],
      ['Deutsch', '/de/menu'],
      ['Eesti', '/et/menu'],
      ['Suomi', '/fi/menu'],
    ] as const) {
      await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
    }
    await context.close()
  })
})

test('a page remembers its language for the next visit without one', async ({ page }) => {
  await page.goto('/es/visit')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('amigo-language'))).toBe('es')
  await page.goto('/menu')
  await expect(page).toHaveURL('/es/menu')
})
