import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, expectErrors, notFoundError, servers, test, waitForHydration } from './fixtures'

// A deploy replaced the files under an open page: its lazy modules are gone. The page reloads once
// to get the new build (src/startup/reloadOnChunkError.ts) and never twice; a page whose route
// cannot load shows the translated error page (src/components/pages/RouteError) with a way home.

const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const chunkOf = (source: string) => {
  const key = Object.keys(manifest).find((candidate) => candidate.startsWith(source))
  if (!key) throw new Error(`no chunk for ${source} in dist/.vite/manifest.json`)
  return `/${manifest[key]!.file}`
}
const dialogChunk = chunkOf('src/components/menu/MenuPictureDialog/MenuPictureDialog.tsx')
const menuRouteChunk = chunkOf('src/routes/$lang/menu.tsx?tsr-split=component')

/** Answers a chunk with 404, as the server does after a deploy removed it (the page asks again, with HEAD, before it reloads). */
/**
 * Answers the chunk with a 404, as the server does once a deploy removed it. `slowAnswerMs` delays
 * the page's question whether it is gone (its HEAD request), as a slow network does.
 */
const removeChunk = (page: Page, chunk: string, { slowAnswerMs = 0 } = {}) =>
  page.route(`${servers.nginx}${chunk}`, async (route) => {
    if (route.request().method() === 'HEAD') await new Promise((answer) => setTimeout(answer, slowAnswerMs))
    await route.fulfill({ status: 404, body: 'Not found' })
  })

/** What Chromium logs for the removed chunk: its 404, and the failed import. */
const removedChunkErrors = (chunk: string) => expectErrors(notFoundError(chunk), /Failed to fetch dynamically imported module/)

/** Counts loads of the page's document (the first one and every reload). */
function countLoads(page: Page) {
  const loads = { count: 0 }
  page.on('load', () => loads.count++)
  return loads
}

/**
 * Counts the page's documents that came from a reload. A click can also load a document: pointing
 * at a link first preloads its route, and when that fails the page reloads under the pointer, so
 * the click lands on a page still hydrating and its link navigates the plain way. That is the
 * visitor's own navigation, not one the page made, so only reloads are counted here.
 */
async function countReloads(page: Page) {
  const reloads = { count: 0 }
  await page.exposeFunction('countDocumentForTest', (type: string) => {
    if (type === 'reload') reloads.count++
  })
  // Through an observer: the suite's fixed clock replaces `performance`, whose entries it leaves empty.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      observer.disconnect()
      const [entry] = list.getEntries() as PerformanceNavigationTiming[]
      ;(window as unknown as { countDocumentForTest(type: string): void }).countDocumentForTest(entry?.type ?? 'unknown')
    }).observe({ type: 'navigation', buffered: true })
  })
  return reloads
}

/** The translation of an English message in a catalog (the lead applies the staged ones). */
function translation(language: string, english: string) {
  const catalog = readFileSync(`locales/${language}/messages.po`, 'utf8')
  const match = catalog.match(new RegExp(`\\nmsgid ${JSON.stringify(english).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\nmsgstr "(.*)"`))
  if (!match?.[1]) throw new Error(`no ${language} translation of "${english}"`)
  return JSON.parse(`"${match[1]}"`) as string
}

test.describe('a lazily loaded module that a deploy removed', () => {
  test.use({ expectedConsoleErrors: removedChunkErrors(dialogChunk) })

  test('reloads the page once, and after a reload that did not help leaves the page working', async ({ page }) => {
    await removeChunk(page, dialogChunk)
    const loads = countLoads(page)
    await page.goto(`${servers.nginx}/en/menu`)
    await waitForHydration(page)
    expect(loads.count).toBe(1)

    // Pointing at a picture loads its dialog's code: it is gone, so the page reloads.
    const picture = page.getByRole('button', { name: /^Show larger: / }).first()
    await picture.hover()
    await expect.poll(() => loads.count).toBe(2)
    await waitForHydration(page)
    expect(await page.evaluate(() => Number(sessionStorage.getItem('amigo-chunk-reload')))).toBeGreaterThan(0)

    // Still gone after the reload: no second one, and the page stays as it is and works.
    await page.getByRole('button', { name: /^Show larger: / }).first().hover()
    await page.waitForLoadState('networkidle')
    await page.mouse.move(0, 0)
    await page.getByRole('button', { name: /^Show larger: / }).nth(1).hover()
    await page.waitForLoadState('networkidle')
    expect(loads.count).toBe(2)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.getByText('Vegan only', { exact: true }).click()
    await expect(page.getByRole('switch', { name: 'Vegan only' })).toBeChecked()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(`${servers.nginx}/en/about`)
    expect(loads.count).toBe(2)
  })

  test('never reloads when storage cannot remember the attempt', async ({ page, guard }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError')
        },
      })
    })
    await removeChunk(page, dialogChunk)
    const loads = countLoads(page)
    await page.goto(`${servers.nginx}/en/menu`)
    await waitForHydration(page)
    await page.getByRole('button', { name: /^Show larger: / }).first().hover()
    // The failure has reached the page (it reports it asynchronously) before the count is read.
    await expect.poll(() => guard.consoleErrors.some((error) => /Failed to fetch dynamically imported module/.test(error))).toBe(true)
    await page.waitForLoadState('networkidle')
    expect(loads.count).toBe(1)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('a page whose route cannot load', () => {
  test.use({ expectedConsoleErrors: removedChunkErrors(menuRouteChunk) })

  test('shows the translated error page, with a way home, once the reload is used up', async ({ page }) => {
    const reloads = await countReloads(page)
    await page.goto(`${servers.nginx}/de/`)
    await waitForHydration(page)
    expect(reloads.count).toBe(0)
    // Then the deploy: the menu page's code is gone, and the visitor opens the menu by its link.
    // The server answers slowly, so the router's own reload comes first, and the page counts it.
    await removeChunk(page, menuRouteChunk, { slowAnswerMs: 800 })
    await page.getByRole('navigation', { name: translation('de', 'Main') }).getByRole('link', { name: translation('de', 'Menu') }).click()
    const heading = page.getByRole('heading', { level: 1, name: translation('de', 'Something went wrong') })
    await expect(heading).toBeVisible({ timeout: 15_000 })
    await expect(page).toHaveURL(`${servers.nginx}/de/menu`)
    // One reload to get the new build; it did not help, so no more.
    await page.waitForLoadState('networkidle')
    expect(reloads.count, 'one reload; a second is TanStack Router reloading by itself: does it still read the tanstack_router_reload: key src/startup/reloadOnChunkError.ts writes?').toBe(1)
    await expect(page.getByRole('button', { name: translation('de', 'Try again') })).toBeVisible()
    const home = page.getByRole('link', { name: translation('de', 'Return to Home') }).last()
    await expect(home).toHaveAttribute('href', '/de/')
    // Trying again while the code is still gone keeps the message, without a reload.
    await page.getByRole('button', { name: translation('de', 'Try again') }).click()
    await expect(heading).toBeVisible()
    expect(reloads.count).toBe(1)
    // The way home works.
    await home.click()
    await expect(page).toHaveURL(`${servers.nginx}/de/`)
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(translation('de', 'Something went wrong'))
  })
})
