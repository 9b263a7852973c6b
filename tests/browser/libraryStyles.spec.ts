import { pressableStyle } from '../../scripts/site/libraryStyles.ts'
import { expect, test, waitForPageReady } from './site'

// react-aria adds a small stylesheet to the page when its first pressable control with a ref
// hydrates (a notification's close button). Our copy of its text (scripts/site/libraryStyles.ts) is
// allowed by hash in the security policy; this test catches a react-aria version that writes
// something else (the guard would fail on the policy violation too, without saying what to do).
const update = 'react-aria changed a stylesheet it adds: copy its new text into scripts/site/libraryStyles.ts'

test('the pressable stylesheet react-aria adds is the one the policy allows', async ({ page }) => {
  await page.goto('/en/menu')
  await waitForPageReady(page)
  await expect(page.locator(`style#${pressableStyle.id}`), 'nothing pressable has hydrated yet').toHaveCount(0)
  // Saving the QR code says so in a notification, whose close button is react-aria's.
  await page.getByRole('button', { name: 'Download QR Code' }).click()
  await expect(page.getByRole('button', { name: 'Close notification' })).toBeVisible()
  await expect(page.locator(`style#${pressableStyle.id}`), 'react-aria added its own, with this id').toHaveCount(1)
  expect(await page.locator(`style#${pressableStyle.id}`).textContent(), update).toBe(pressableStyle.text)
})
