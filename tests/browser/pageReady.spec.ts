import { pageReadyAttribute } from '../pageReady'
import { expect, test, waitForPageReady } from './site'

// Every test waits for this attribute instead of network silence: it must never come early. Each
// page here holds back the code of a deferred part inside the page itself, below the site's shell.
const pages = [
  { path: '/en/menu', part: /\/VeganFilter-[\w-]+\.js$/ },
  { path: '/lv/visit', part: /\/ReviewsSection-[\w-]+\.js$/ },
  { path: '/ru/', part: /\/OpeningStatusBadge-[\w-]+\.js$/ },
]

for (const { path, part } of pages) {
  test(`${path} says it is ready only once its deferred parts have arrived`, async ({ page }) => {
    let letItArrive: (() => void) | undefined
    const arrival = new Promise<void>((resolve) => (letItArrive = resolve))
    await page.route(part, async (route) => {
      await arrival
      await route.continue()
    })
    await page.goto(path)
    // Long enough for the page to hydrate and every other part to arrive.
    await page.waitForTimeout(2000)
    await expect(page.locator('html')).not.toHaveAttribute(pageReadyAttribute)
    letItArrive?.()
    await waitForPageReady(page)
  })
}
