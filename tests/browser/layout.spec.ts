import { readFileSync } from 'node:fs'
import { momentWhen } from '../openingMoments'
import { layoutProblems } from './checks/layout'
import { expect, languages, pagePaths, test, type Page } from './site'

/** Phone widths, down to the 320 CSS px that WCAG's Reflow criterion asks for. */
const widths = [320, 360, 390]
const paths = [...pagePaths, '/no-such-page', '/blog/no-such-post']

// The phone menu's code arrives at idle (src/components/deferred.tsx): its built file, from the manifest.
const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const phoneMenuFile = manifest['src/components/shell/MobileMenu/MobileMenu.tsx']!.file

/**
 * Laid out as a visitor sees it: hydrated, the site's fonts in, and every opening-status box
 * filled (its text is the longest it gets in the day: "open now · until …").
 */
async function readyForLayout(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.evaluate(() => document.fonts.ready.then(() => undefined))
  await expect(page.locator('[data-opening-status=""]:visible')).toHaveCount(0)
}

/** Opens the phone menu once its code has arrived (`codeArrived`); a tap before that would do nothing. */
async function openPhoneMenu(page: Page, codeArrived: Promise<unknown>) {
  await codeArrived
  const toggle = page.locator('header button[slot="trigger"]')
  await expect(async () => {
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 })
  }).toPass()
}

for (const language of languages) {
  for (const width of widths) {
    test.describe(`${language} at ${width} px`, () => {
      test.use({ viewport: { width, height: 800 } })

      for (const path of paths) {
        test(`${path} fits the screen: nothing wider, nothing past its edges, no icon squeezed`, async ({ page }) => {
          await page.clock.install({ time: momentWhen('open') })
          // On the home page the header's two panels are opened too: the language list and the phone menu.
          const phoneMenuArrived = path === '/' ? page.waitForResponse((response) => response.url().endsWith(phoneMenuFile)) : undefined
          await page.goto(`/${language}${path}`)
          await readyForLayout(page)
          expect(await layoutProblems(page)).toEqual([])
          if (!phoneMenuArrived) return
          await page.locator('header summary').click()
          await expect(page.locator('header details ul')).toBeVisible()
          expect(await layoutProblems(page), 'with the language list open').toEqual([])
          await page.keyboard.press('Escape')
          await openPhoneMenu(page, phoneMenuArrived)
          expect(await layoutProblems(page), 'with the phone menu open').toEqual([])
        })
      }
    })
  }
}
