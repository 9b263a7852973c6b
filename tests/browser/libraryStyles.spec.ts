import { pressableStyle, preventScrollStyle } from '../../scripts/site/libraryStyles.ts'
import { expect, test, waitForPageReady } from './site'

// react-aria adds small stylesheets to the page while it runs. Our copies of their text
// (scripts/site/libraryStyles.ts) are allowed by hash in the security policy; these tests catch a
// react-aria version that writes something else.
const update = 'react-aria changed a stylesheet it adds: copy its new text into scripts/site/libraryStyles.ts'

/** The texts of the head's stylesheets that react-aria added, in order. */
const addedStyles = (page: import('@playwright/test').Page) =>
  page.locator('head > style').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').filter((text) => text.includes('@layer')))

test('the pressable stylesheet react-aria adds is the one the policy allows', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  // A pressable control has rendered: react-aria has added its stylesheet.
  await expect(page.locator('[data-react-aria-pressable]').first()).toBeAttached()
  await expect.poll(() => addedStyles(page), { message: 'react-aria added its pressable stylesheet' }).toHaveLength(1)
  expect(await addedStyles(page), update).toEqual([pressableStyle])
})

test('the stylesheet react-aria adds on iOS while a dialog is open is the one the policy allows', async ({ page }) => {
  // react-aria adds it only on iOS, which it reads from the platform.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'userAgentData', { get: () => undefined })
    Object.defineProperty(Navigator.prototype, 'platform', { get: () => 'iPhone' })
  })
  await page.goto('/en/menu')
  await waitForPageReady(page)
  const before = await addedStyles(page)
  await page.getByRole('button', { name: /^Show larger: A burrito/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  // The pressable one may arrive meanwhile, with a control loaded at idle.
  const added = async () => (await addedStyles(page)).filter((text) => !before.includes(text) && text !== pressableStyle)
  await expect.poll(added, { message: update }).toEqual([preventScrollStyle])
})
