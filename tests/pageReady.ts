import type { Page } from '@playwright/test'
import { hydratedAttribute, islandFailedAttribute, islandNameAttribute, islandSelector } from '../src/components/islands/islandMarkup'

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
 * Playwright's runners: reads the page through to its end and back, as a visitor who scrolls, and
 * at each stop waits until every island woken by coming into view that is in view there has
 * hydrated (or could not), as a visitor looks at it. Waiting a set time at each stop was not
 * enough: under the suite's fixed clock (./fixedClock.ts) animation frames are timers of 16 ms, a
 * busy machine sometimes drew no frame in two of them, and the visit page's status, in view at one
 * stop only, never woke (CI, 2026-11-29). An island in view that does not wake within the bound
 * fails the test, named with where it stood.
 */
export async function readThrough(page: Page) {
  const asleep = await page.evaluate(
    async ({ visibleIslands, hydrated, failed, name, bound }) => {
      const islands = [...document.querySelectorAll(visibleIslands)]
      // The first island in view now that has not hydrated, nor failed to.
      const asleepInView = () =>
        islands.find(
          (island) =>
            !island.hasAttribute(hydrated) &&
            !island.hasAttribute(failed) &&
            [...island.querySelectorAll(':scope > [data-island-root] > *')].some((part) => {
              const { top, bottom } = part.getBoundingClientRect()
              return part.getClientRects().length > 0 && bottom >= 0 && top <= innerHeight
            }),
        )
      for (let top = 0; top <= document.documentElement.scrollHeight; top += innerHeight * 0.8) {
        window.scrollTo(0, top)
        const since = performance.now()
        for (let sleeper = asleepInView(); sleeper; sleeper = asleepInView()) {
          if (performance.now() - since > bound) return `${sleeper.getAttribute(name)} in view at ${top} px did not wake in ${bound} ms`
          await new Promise((resolve) => setTimeout(resolve, 50))
        }
      }
      window.scrollTo(0, 0)
      return ''
    },
    { visibleIslands: islandSelector({ load: 'visible' }), hydrated: hydratedAttribute, failed: islandFailedAttribute, name: islandNameAttribute, bound: 20_000 },
  )
  if (asleep) throw new Error(`readThrough: ${asleep}`)
}
