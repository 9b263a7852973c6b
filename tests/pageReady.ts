import type { Page } from '@playwright/test'
import { pageReadyAttribute } from '../src/startup/pageReady'

export { pageReadyAttribute }

/**
 * Runs in the page, in every engine: whether the page says it is ready (hydrated, every deferred
 * part arrived: src/startup/pageReady.ts) and its fonts have loaded, so what a test measures is the
 * page a visitor ends up with.
 */
export const isPageReady = (attribute: string) => document.documentElement.hasAttribute(attribute) && document.fonts.status === 'loaded'

/** Playwright's runners: waits until the page says it is ready and its fonts have loaded. */
export async function waitForPageReady(page: Page) {
  await page.waitForFunction(isPageReady, pageReadyAttribute)
}
