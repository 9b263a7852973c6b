import { mark, waitForPageReady, waitUntil, type EnginePage } from './enginePage'
import { expect, test } from './fixtures'
import type { SiteServer } from './siteServer'

// A visitor who leaves a page while it is still starting goes where they asked, and stays there:
// the page's own recovery from a deploy must never take a navigation they started for a missing
// file and reload (Firefox aborts the page's pending imports as soon as they leave, while the next
// page is still on its way). Its scripts and the next page are slowed here, as on a slow phone
// connection, so the visitor always leaves mid-start and the next page takes a moment.

const startDelayMs = 1500

/** Opens the visit page and returns once its scripts are on their way, slowed. */
async function startVisitPageSlowly(tab: EnginePage, site: SiteServer) {
  site.scriptDelay = startDelayMs
  await tab.goto('/lv/visit')
  await expect.poll(() => site.modulesRequested(), { message: 'the page has started loading its scripts' }).toBe(true)
}

/**
 * Waits long enough for the page left behind to have answered its aborted imports with a reload,
 * then checks the visitor is still where they went, and that it works.
 */
async function stillThere(tab: EnginePage, site: SiteServer, path: RegExp) {
  await new Promise((resolve) => setTimeout(resolve, startDelayMs + 1000))
  site.scriptDelay = 0
  expect(await tab.url()).toMatch(path)
  expect(await tab.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).not.toBe('reload')
  await waitForPageReady(tab)
}

test('a link tapped while the page is still starting leads there, and the visitor stays', async ({ tab, site }) => {
  await tab.setViewport(1280, 900)
  await startVisitPageSlowly(tab, site)
  site.pageDelay = 500
  await tab.click(await mark(tab, () => document.querySelector('header nav a[href="/lv/blog"]')))
  await waitUntil(tab, 'the blog shows', () => location.pathname === '/lv/blog')
  site.pageDelay = 0
  await stillThere(tab, site, /\/lv\/blog$/)
})

test('an address opened while the page is still starting opens, and the visitor stays there', async ({ tab, site }) => {
  await startVisitPageSlowly(tab, site)
  site.pageDelay = 500
  // As typing an address or opening a bookmark.
  await tab.goto('/lv/blog')
  site.pageDelay = 0
  await stillThere(tab, site, /\/lv\/blog$/)
})

test('going back while the page is still starting leads back, and the visitor stays', async ({ tab, site }) => {
  await tab.goto('/lv/')
  await waitForPageReady(tab)
  site.scriptDelay = startDelayMs
  const asked = site.asked.length
  await tab.goto('/lv/menu')
  await expect.poll(() => site.asked.slice(asked).some((path) => /^\/assets\/(?!client-).*\.js$/.test(path)), { message: 'the menu has started loading its scripts' }).toBe(true)
  await tab.evaluate(() => history.back())
  await waitUntil(tab, 'the home page shows again', () => location.pathname === '/lv/')
  await stillThere(tab, site, /\/lv\/$/)
})
