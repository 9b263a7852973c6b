import { catalogFiles } from './checks/catalogFiles'
import { expect, languages, pagePaths, test, waitForHydration, type Page } from './site'

// Every page of every language, opened, loads only its language's catalog parts and reports no
// missing message: everyPage.spec.ts checks it on its loads (`foreignCatalogs`). Here, the same
// after a client-side navigation, which loads the next route's parts into a running page.

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
