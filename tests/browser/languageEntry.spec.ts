import { blogPostPath, expect, test, waitForHydration } from './site'

test.describe('an address without a language', () => {
  test('opens in the stored language, keeping query and hash', async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'ru'))
    await page.goto('/menu?table=7#tacos')
    await expect(page).toHaveURL('/ru/menu?table=7#tacos')
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru')
  })

  test.describe('in a German browser', () => {
    test.use({ locale: 'de-DE' })

    test('opens in the browser language when nothing is stored', async ({ page }) => {
      await page.goto('/visit')
      await expect(page).toHaveURL('/de/visit')
    })
  })

  test.describe('in a French browser', () => {
    test.use({ locale: 'fr-FR' })

    test('opens in Latvian when the browser speaks none of the seven', async ({ page }) => {
      await page.goto('/')
      await expect(page).toHaveURL('/lv/')
    })
  })

  test.describe('in a Finnish browser', () => {
    test.use({ locale: 'fi-FI' })

    test('ignores a stored value that is not a language', async ({ page }) => {
      await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'klingon'))
      await page.goto(blogPostPath)
      await expect(page).toHaveURL(`/fi${blogPostPath}`)
    })
  })

  test.describe('in an Estonian browser', () => {
    test.use({ locale: 'et-EE' })

    // An exception it failed to catch would fail the test (the guards of ./site).
    test('works when storage throws', async ({ page }) => {
      await page.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError')
          },
        })
      })
      await page.goto('/about')
      await expect(page).toHaveURL('/et/about')
      await expect(page.locator('h1')).toBeVisible()
      await waitForHydration(page)
    })
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('offers the seven languages as links', async ({ page }) => {
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
    })
  })
})

test('a page remembers its language for the next visit without one', async ({ page }) => {
  await page.goto('/es/visit')
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('amigo-language'))).toBe('es')
  await page.goto('/menu')
  await expect(page).toHaveURL('/es/menu')
})

test.describe('a browser that reports a language that is no valid tag', () => {
  // What systems report: "C" under a bare POSIX locale (WebKitGTK), nothing, a POSIX name, garbage;
  // and some privacy modes report no list at all.
  const oddReports: [string, string[], string][] = [
    ['C', ['C'], 'lv'],
    ['', [], 'lv'],
    ['en_US', ['en_US'], 'en'],
    ['x-garbage', ['x-garbage'], 'lv'],
    ['ru-RU', [], 'ru'],
  ]
  for (const [language, languages, chosen] of oddReports) {
    test(`navigator.language ${JSON.stringify(language)} with languages ${JSON.stringify(languages)} chooses ${chosen}, and the page starts`, async ({ page }) => {
      await page.addInitScript(
        ([reported, reportedList]) => {
          Object.defineProperty(Navigator.prototype, 'language', { get: () => reported })
          Object.defineProperty(Navigator.prototype, 'languages', { get: () => reportedList })
        },
        [language, languages] as const,
      )
      await page.goto('/menu')
      await expect(page).toHaveURL(`/${chosen}/menu`)
      await waitForHydration(page)
      // A part that only the scripts show: the page started.
      await expect(page.locator('header [data-opening-status]:not([data-opening-status=""])').first()).toBeVisible()
    })
  }
})
