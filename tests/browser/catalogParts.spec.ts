import { readFileSync } from 'node:fs'
import { expect, languages, pagePaths, test, waitForHydration, type Page } from './site'

// Each page loads only the catalog parts of its routes (scripts/site/catalogParts). A message the code
// uses but the loaded parts lack is reported on the console (src/i18n/reportMissingMessages.ts),
// and any console error fails a test: these tests make every page of every language render, on
// arrival and after a client-side navigation, with its deferred parts loaded.

// Built file → its catalog source, "ru/messages.po?part=$lang/menu" or "ru/messages.po" (the whole catalog).
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const catalogFiles = new Map(
  Object.entries(manifest)
    .filter(([source]) => source.startsWith('locales/'))
    .map(([source, entry]) => [`/${entry.file}`, source.slice('locales/'.length)]),
)

/** Records the catalog files a page asks for, and refuses every one in another language. */
async function watchCatalogs(page: Page, language: string): Promise<string[]> {
  const requested: string[] = []
  await page.route('**/assets/*.js', (route) => {
    const catalog = catalogFiles.get(new URL(route.request().url()).pathname)
    if (catalog) requested.push(catalog)
    return catalog && !catalog.startsWith(`${language}/`) ? route.abort() : route.fallback()
  })
  return requested
}

const href = (language: string, path: string) => `/${language}${path === '/' ? '/' : path}`

for (const language of languages) {
  test(`every ${language} page has all its messages when it is opened`, async ({ page }) => {
    const requested = await watchCatalogs(page, language)
    for (const path of pagePaths) {
      await page.goto(href(language, path))
      await waitForHydration(page)
    }
    expect(requested.filter((catalog) => !catalog.startsWith(`${language}/messages.po?part=`)), 'catalogs other than this language’s parts').toEqual([])
  })

  test(`every ${language} page has all its messages when reached by a link`, async ({ page }) => {
    const requested = await watchCatalogs(page, language)
    // The smallest page first, then a link to each page in turn (the blog list links to its posts).
    await page.goto(href(language, '/terms'))
    await waitForHydration(page)
    for (const path of pagePaths) {
      await page.locator(`a[href="${href(language, path)}"]`).first().click()
      // The route's code may still be on its way on a busy machine: wait as for any page's start.
      await expect(page).toHaveURL(href(language, path), { timeout: 15_000 })
      await waitForHydration(page)
      await expect(page.locator('main h1')).toBeVisible()
    }
    expect(requested.filter((catalog) => !catalog.startsWith(`${language}/messages.po?part=`)), 'catalogs other than this language’s parts').toEqual([])
  })
}
