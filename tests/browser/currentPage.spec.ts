import { expect, pagePaths, test, waitForHydration } from './site'

// Only the link to the page being shown says it is the current page: screen readers announce
// aria-current="page", and two "current pages" on one screen mislead.
for (const width of [390, 1280]) {
  test(`at ${width} px, only links to the page shown carry aria-current="page", on every page`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    for (const path of pagePaths) {
      await page.goto(`/en${path}`)
      await waitForHydration(page)
      if (width === 390) await page.locator('header button[popovertarget]').click()
      const current = page.locator('[aria-current="page"]')
      const hrefs = await current.evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
      for (const href of hrefs) expect(href.replace(/(.)\/$/, '$1'), `on /en${path}`).toBe(`/en${path}`.replace(/(.)\/$/, '$1'))
      const inNavigation = ['/', '/menu', '/about', '/blog', '/visit'].includes(path)
      // The page's own link in the visible navigation (the header row, or the open phone menu) is marked.
      const visibleNav = page.locator('header nav:visible [aria-current="page"]')
      await expect(visibleNav, `on /en${path}`).toHaveCount(inNavigation ? 1 : 0)
      // The logo links home: current on the home page only.
      await expect(page.locator('header a[href="/en/"][aria-current="page"]:not(nav a)'), `on /en${path}`).toHaveCount(path === '/' ? 1 : 0)
    }
  })
}
