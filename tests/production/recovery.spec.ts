import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { islandFailedAttribute, islandFailure, islandSelector } from '../../src/components/islands/islandMarkup'
import { expect, expectErrors, notFoundError, servers, test, waitForPageReady } from './fixtures'

// A deploy replaced the files under an open page: an island whose code is gone keeps its HTML, and
// what needs that code hides; the page never reloads, so a visitor is never taken from what they
// read or from where they were going (docs/architecture.md, "Islands").

const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const chunkOf = (source: string) => {
  const file = manifest[source]?.file
  if (!file) throw new Error(`no chunk for ${source} in dist/.vite/manifest.json`)
  return `/${file}`
}
const filterChunk = chunkOf('src/components/islands/entries/VeganFilter.island.tsx')
const qrChunk = chunkOf('src/components/islands/entries/MenuQrCode.island.tsx')
const hydrateChunk = chunkOf('src/components/islands/hydrateIsland.tsx')

/** Answers the chunk with a 404, as the server does once a deploy removed it. */
const removeChunk = (page: Page, chunk: string) => page.route(`${servers.nginx}${chunk}`, (route) => route.fulfill({ status: 404, body: 'Not found' }))

/** Counts loads of the page's document (the first one and every reload). */
function countLoads(page: Page) {
  const loads = { count: 0 }
  page.on('load', () => loads.count++)
  return loads
}

const failed = (page: Page, name: string) => page.locator(`${islandSelector({ name })}[${islandFailedAttribute}]`)

test.describe('an island whose code a deploy removed', () => {
  test.use({ expectedConsoleErrors: expectErrors(notFoundError(filterChunk), notFoundError(qrChunk), islandFailure('VeganFilter'), islandFailure('MenuQrCode')) })

  test('keeps its HTML, hides what needs its code, and the page never reloads', async ({ page }) => {
    await removeChunk(page, filterChunk)
    await removeChunk(page, qrChunk)
    const loads = countLoads(page)
    await page.goto(`${servers.nginx}/en/menu`)
    await waitForPageReady(page)
    // The vegan switch still filters (its checkbox, read by CSS); its count's code never comes.
    await page.getByText('Vegan only', { exact: true }).click()
    await expect(failed(page, 'VeganFilter')).toHaveCount(1)
    await expect(page.getByRole('switch', { name: 'Vegan only' })).toBeChecked()
    await expect(page.getByRole('heading', { name: 'Burritos' })).toBeHidden()
    // The download button cannot draw a PNG without its code: it goes, the code itself stays.
    const download = page.getByRole('button', { name: 'Download QR Code' })
    await download.click()
    await expect(failed(page, 'MenuQrCode')).toHaveCount(1)
    await expect(download).toBeHidden()
    await expect(page.getByRole('img', { name: /^QR code of / })).toBeVisible()
    // Another page loads by its link, as ever.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(`${servers.nginx}/en/about`)
    await page.waitForLoadState('load')
    expect(loads.count, 'the menu loaded once, then the about page: no reload').toBe(2)
  })
})

test.describe('the code every island hydrates with, removed', () => {
  test.use({ expectedConsoleErrors: expectErrors(notFoundError(hydrateChunk), islandFailure()) })

  test('leaves every island as the page was sent, and the page working', async ({ page }) => {
    await removeChunk(page, hydrateChunk)
    const loads = countLoads(page)
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`${servers.nginx}/lv/menu`)
    await waitForPageReady(page)
    // The section index's links need no script; the scroll they make wakes the index, which cannot load.
    await page.getByRole('navigation', { name: /./ }).filter({ has: page.locator('a[href="#cocktails"]') }).locator('a[href="#cocktails"]').click()
    await expect(page).toHaveURL(/#cocktails$/)
    await expect(failed(page, 'MenuIndex')).toHaveCount(1)
    // And the phone menu needs none either.
    await page.locator('header button:has(+ div[popover])').click()
    await expect(page.locator('header div[popover]')).toBeVisible()
    expect(loads.count).toBe(1)
  })
})
