import type { Page } from '@playwright/test'
import { hydratedAttribute, islandFailedAttribute, islandSelector } from '../src/components/islands/islandMarkup'

/** What a page's readiness is read from (src/components/islands/islandMarkup.ts). */
export const readiness = { idleIslands: islandSelector({ load: 'idle' }), hydrated: hydratedAttribute, failed: islandFailedAttribute }

/**
 * Runs in the page, in every engine: whether it has loaded, its fonts have, and every island that
 * wakes by itself once the page is idle has hydrated (or could not), so what a test measures is the
 * page a visitor ends up with when they touch nothing. An island woken by coming into view or by a
 * tap is waited for by the test that uses it (`waitForIsland`).
 */
export const isPageReady = ({ idleIslands, hydrated, failed }: typeof readiness) =>
  document.readyState === 'complete' &&
  document.fonts.status === 'loaded' &&
  [...document.querySelectorAll(idleIslands)].every((island) => island.hasAttribute(hydrated) || island.hasAttribute(failed))

/** Playwright's runners: waits until the page is ready (`isPageReady`). */
export async function waitForPageReady(page: Page) {
  await page.waitForFunction(isPageReady, readiness)
}

/** Playwright's runners: waits until an island of this name has hydrated (the first of them, if it is on the page more than once). */
export async function waitForIsland(page: Page, name: string) {
  await page.locator(`${islandSelector({ name })}[${hydratedAttribute}]`).first().waitFor({ state: 'attached' })
}

/**
 * Playwright's runners: reads the page through to its end and back, as a visitor who scrolls, so
 * that every island woken by coming into view wakes; then waits until each of those that has a box
 * (the header's status is hidden on phones) has hydrated.
 */
export async function readThrough(page: Page) {
  await page.evaluate(async () => {
    for (let top = 0; top <= document.documentElement.scrollHeight; top += innerHeight * 0.8) {
      window.scrollTo(0, top)
      // Two frames: the browser lays the page out, then tells its observers what came into view.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }
    window.scrollTo(0, 0)
  })
  await page.waitForFunction(
    ({ visibleIslands, hydrated, failed }) =>
      [...document.querySelectorAll(visibleIslands)]
        .filter((island) => [...island.querySelectorAll(':scope > [data-island-root] > *')].some((part) => part.getClientRects().length > 0))
        .every((island) => island.hasAttribute(hydrated) || island.hasAttribute(failed)),
    { visibleIslands: islandSelector({ load: 'visible' }), hydrated: hydratedAttribute, failed: islandFailedAttribute },
  )
}
