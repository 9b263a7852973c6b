import { waitForPageReady, waitUntil } from './enginePage'
import { expect, test } from './fixtures'

// The addresses without a language (the QR code opens /menu) and the not-found page.

test('an address without a language opens the stored language, keeping query and hash', async ({ tab }) => {
  await tab.goto('/en/')
  // Once hydrated, the page remembers its own language; the visitor's later choice is German.
  await waitForPageReady(tab)
  await tab.evaluate(() => localStorage.setItem('amigo-language', 'de'))
  await tab.goto('/menu?table=4#tacos')
  await waitUntil(tab, 'the German menu shows', () => location.pathname === '/de/menu')
  expect(await tab.evaluate(() => location.search + location.hash)).toBe('?table=4#tacos')
  await waitForPageReady(tab)
})

test("an address without a language follows the browser's language when none is stored", async ({ tab }) => {
  await tab.goto('/visit')
  await waitUntil(tab, 'the English visit page shows', () => location.pathname === '/en/visit')
  await waitForPageReady(tab)
})

test('an unknown address shows the not-found page in the chosen language, fully working', async ({ tab }) => {
  await tab.goto('/no-such-page')
  await waitForPageReady(tab)
  const shown = await tab.evaluate(() => ({ lang: document.documentElement.lang, heading: document.querySelector('h1')?.textContent }))
  expect(shown).toEqual({ lang: 'en', heading: '404 Oops! Page not found' })
  expect(await tab.evaluate(() => document.querySelector('main a[href="/en/"]')?.textContent)).toBe('Return to Home')
})
