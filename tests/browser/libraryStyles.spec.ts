import { pressableStyle, preventScrollStyle } from '../../scripts/build/libraryStyles.ts'
import { expect, test, waitForPageReady } from './site'

// react-aria adds small stylesheets to the page while it runs. Our copies of their text
// (scripts/build/libraryStyles.ts) are allowed by hash in the security policy, and the pressable one
// is prerendered; these tests catch a react-aria version that writes something else.
const update = 'react-aria changed a stylesheet it adds: copy its new text into scripts/build/libraryStyles.ts'

/** The texts of the head's stylesheets without an id that react-aria added, in order. */
const addedStyles = (page: import('@playwright/test').Page) =>
  page.locator('head > style:not([id])').evaluateAll((styles) => styles.map((style) => style.textContent ?? '').filter((text) => text.includes('@layer')))

for (const path of ['/ru/menu', '/lv/']) {
  test(`react-aria finds its pressable stylesheet in the HTML of ${path} and adds none`, async ({ page }) => {
    await page.goto(path)
    const prerendered = await page.locator('head style[id]').evaluateAll((styles) => styles.map((style) => style.id))
    expect(prerendered).toEqual([pressableStyle.id])
    await waitForPageReady(page)
    // A pressable control has rendered: react-aria has looked for its stylesheet.
    await expect(page.locator('[data-react-aria-pressable]').first()).toBeAttached()
    await expect(page.locator(`style#${pressableStyle.id}`)).toHaveCount(1)
    expect(await page.locator('head > style').first().getAttribute('id'), 'no stylesheet put before the page\'s own').toBeNull()
  })
}

test('the pressable stylesheet react-aria adds itself is the one the page carries and the policy allows', async ({ page }) => {
  // The page as it would be without the prerendered copy: react-aria then adds its own.
  await page.route('**/lv/menu', async (route) => {
    const response = await route.fetch()
    const html = (await response.text()).replace(/<style id="react-aria-pressable-style">[\s\S]*?<\/style>/, '')
    await route.fulfill({ response, body: html })
  })
  await page.goto('/lv/menu')
  await expect(page.locator(`style#${pressableStyle.id}`)).toHaveCount(0)
  await waitForPageReady(page)
  await expect(page.locator(`style#${pressableStyle.id}`)).toHaveCount(1)
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
  const before = await addedStyles(page)
  await page.getByRole('button', { name: /^Show larger: A burrito/ }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await expect.poll(() => addedStyles(page), { message: 'react-aria added a stylesheet while the dialog is open' }).toHaveLength(before.length + 1)
  const added = (await addedStyles(page)).filter((text) => !before.includes(text))
  expect(added, update).toEqual([preventScrollStyle])
})
