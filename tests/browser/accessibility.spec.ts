import { axeScan, axeTags, violationLines } from '../axe'
import { phoneMenu, phoneMenuButton, languageButton, languageList, test, waitForPageReady, expect } from './site'

// Every page of every language is scanned in everyPage.spec.ts, on the load its other checks use;
// here, what that sweep does not open: a path outside every language, and the header's panels.
const widths = [390, 1280]
/** The day theme, and the night theme a system set to dark gets (src/design/nightTokens.ts). */
const themes = [
  { name: 'day', colorScheme: 'light' },
  { name: 'night', colorScheme: 'dark' },
] as const

test('axe finds nothing on the not-found page of a path outside every language', async ({ page }) => {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto('/no/such/page')
    await waitForPageReady(page)
    const { violations } = await axeScan(page).withTags(axeTags).analyze()
    expect(violationLines(violations)).toEqual([])
  }
})

for (const theme of themes) {
  test(`axe finds nothing with the mobile menu and the language list open${theme.name === 'night' ? ' in the night theme' : ''}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme.colorScheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/fi/')
    await waitForPageReady(page)
    await phoneMenuButton(page).click()
    await expect(phoneMenu(page)).toBeVisible()
    let { violations } = await axeScan(page).withTags(axeTags).analyze()
    expect(violationLines(violations)).toEqual([])
    await page.keyboard.press('Escape')
    await page.setViewportSize({ width: 1280, height: 900 })
    await languageButton(page).click()
    await expect(languageList(page)).toBeVisible()
    ;({ violations } = await axeScan(page, { again: true }).withTags(axeTags).analyze())
    expect(violationLines(violations)).toEqual([])
  })
}
