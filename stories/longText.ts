import { expect } from 'storybook/test'
import { viewportWidths } from '../.storybook/modes'

/**
 * The long-text stories' check: on a phone (390 px), nothing sticks out sideways, neither out of
 * the story's root nor out of the page. The story is pinned to the phone viewport, so the
 * Storybook manager, Chromatic, Vitest and tests/storybook/ all show it 390 px wide; the first
 * assertion makes sure it really was.
 */
export async function expectNoOverflow(canvasElement: HTMLElement) {
  await expect(window.innerWidth, 'the story runs on a phone-wide screen').toBe(viewportWidths.phone)
  await expect(canvasElement.scrollWidth, 'nothing sticks out of the story').toBeLessThanOrEqual(canvasElement.clientWidth)
  await expect(document.documentElement.scrollWidth, 'nothing sticks out of the page').toBeLessThanOrEqual(document.documentElement.clientWidth)
}

/** For page-level stories, at whatever width they run (the test run also plays them at 390 px). */
export async function expectFits(canvasElement: HTMLElement) {
  await expect(canvasElement.scrollWidth, 'nothing sticks out of the story').toBeLessThanOrEqual(canvasElement.clientWidth)
  await expect(document.documentElement.scrollWidth, 'nothing sticks out of the page').toBeLessThanOrEqual(document.documentElement.clientWidth)
}
