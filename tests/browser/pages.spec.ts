import { readFileSync } from 'node:fs'
import { copyrightYear, phone, restaurantName, socialProfile } from '../../src/content/business'
import { expect, test, translation, waitForPageReady } from './site'

// The build's manifest: which file holds which source module.
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
// Each page's head, status and current-page mark are checked in everyPage.spec.ts;
// the Open Graph locales against the specification's list in tests/built/seo.test.ts.

test('the reserve button opens the table request on wide screens; without scripts it calls the restaurant, and says so', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/en/')
  await expect(page.getByRole('banner').getByRole('button', { name: 'Reserve a table' })).toHaveAttribute('aria-haspopup', 'dialog')
  // Without scripts, the call (tests/browser/tableRequest.spec.ts): in the page's HTML, hidden while they run.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reserve by phone' })).toHaveCount(0)
  await expect(page.getByRole('banner').locator(`a[href="tel:${phone.e164}"]`, { hasText: 'Reserve by phone' }).first()).toBeAttached()
})

test('external links in the footer open safely in a new tab', async ({ page }) => {
  await page.goto('/en/')
  const social = page.getByRole('contentinfo').getByRole('link', { name: socialProfile.handle })
  await expect(social).toHaveAttribute('href', socialProfile.url)
  await expect(social).toHaveAttribute('target', '_blank')
  await expect(social).toHaveAttribute('rel', 'noopener noreferrer')
  await expect(page.getByRole('contentinfo')).toContainText(`© ${copyrightYear} ${restaurantName}`)
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/en/privacy')
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms of use' })).toHaveAttribute('href', '/en/terms')
})

test('the skip link is the first stop of the Tab key and jumps to the content', async ({ page }) => {
  await page.goto('/en/menu')
  await waitForPageReady(page)
  await page.keyboard.press('Tab')
  const skipLink = page.getByRole('link', { name: 'Skip to content' })
  await expect(skipLink).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/#main$/)
})

test('each island downloads only its own messages, in the page’s language, when it wakes', async ({ page }) => {
  // Built file → its catalog part, "ru/messages.po?part=MenuIndex" (plugins/catalogParts).
  const catalogParts = new Map(
    Object.entries(manifest)
      .filter(([source]) => source.startsWith('locales/'))
      .map(([source, entry]) => [`/${entry.file}`, source.slice('locales/'.length)]),
  )
  const requested: string[] = []
  page.on('request', (request) => {
    const part = catalogParts.get(new URL(request.url()).pathname)
    if (part) requested.push(part)
  })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/ru/menu')
  await waitForPageReady(page)
  // Untouched, on a phone, no island wakes (the header's status is hidden there, the section index waits for a scroll).
  expect(requested).toEqual([])
  await page.getByText(translation('ru', 'Vegan only'), { exact: true }).click()
  await expect.poll(() => requested).toEqual(['ru/messages.po?part=VeganFilter'])
  await page.mouse.wheel(0, 400)
  await expect.poll(() => requested).toEqual(['ru/messages.po?part=VeganFilter', 'ru/messages.po?part=MenuIndex'])
})
