import { pressableStyle, pressableStyleElement, preventScrollStyle } from '../../scripts/site/libraryStyles.ts'
import { expect, test, waitForPageReady } from './site'

// react-aria adds small stylesheets to the page while it runs. Our copies of their text
// (scripts/site/libraryStyles.ts) are allowed by hash in the security policy, and the pressable one
// is prerendered; these tests catch a react-aria version that writes something else. That react-aria
// finds the prerendered copy and adds none is checked on every page, by ./everyPage.spec.ts.
const update = 'react-aria changed a stylesheet it adds: copy its new text into scripts/site/libraryStyles.ts'

/** The texts of the head's stylesheets that react-aria added or would have, in order. */
const layeredStyles = (page: import('@playwright/test').Page) =>
  page.locator('head > style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').filter((text) => text.includes('@layer')))

test('the pressable stylesheet react-aria adds itself is the one the page carries and the policy allows', async ({ page }) => {
  // The page as it would be without the prerendered copy: react-aria then adds its own.
  await page.route('**/lv/menu', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(pressableStyleElement, '')
    await route.fulfill({ response, body: html })
  })
  await page.goto('/lv/menu')
  expect(await page.locator(`style#${pressableStyle.id}`).count(), 'the copy is removed').toBe(0)
  await waitForPageReady(page)
  await expect(page.locator(`style#${pressableStyle.id}`), 'react-aria added its own, with this id').toHaveCount(1)
  expect(await page.locator(`style#${pressableStyle.id}`).textContent(), update).toBe(pressableStyle.text)
})

test('the stylesheet react-aria adds on iOS while a dialog is open is the one the policy allows', async ({ page }) => {
  // react-aria adds it only on iOS, which it reads from the platform.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined })
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' })
  })
  await page.goto('/en/menu')
  await waitForPageReady(page)
  const before = await layeredStyles(page)
  await page.getByRole('button', { name: /^Show larger: A burrito/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  const added = async () => (await layeredStyles(page)).filter((text) => !before.includes(text))
  await expect.poll(added, { message: update }).toEqual([preventScrollStyle])
})
