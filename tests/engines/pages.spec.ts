import { blogPostPath } from '../builtPages'
import { waitForHydration } from './enginePage'
import { expect, test } from './fixtures'

/** One page of every kind, by its path after the language; the not-found pages last. */
const pageKinds = [
  ['home', '/'],
  ['menu', '/menu'],
  ['about', '/about'],
  ['visit', '/visit'],
  ['blog', '/blog'],
  ['blog post', blogPostPath],
  ['privacy', '/privacy'],
  ['terms', '/terms'],
  ['not-found page', '/no-such-page'],
  ['unknown blog post', '/blog/no-such-post'],
] as const

for (const [kind, path] of pageKinds) {
  test(`the ${kind} hydrates in Latvian and Russian, with no console error and no failed request`, async ({ tab: page }) => {
    for (const language of ['lv', 'ru']) {
      await page.goto(`/${language}${path === '/' ? '/' : path}`)
      await waitForHydration(page)
      const shown = await page.evaluate(() => ({ lang: document.documentElement.lang, heading: document.querySelector('h1')?.textContent ?? '' }))
      expect(shown.lang).toBe(language)
      expect(shown.heading.length).toBeGreaterThan(0)
    }
  })
}
