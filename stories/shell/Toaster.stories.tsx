import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { Toaster } from '../../src/components/shell/Toaster/Toaster'
import { showToast, toastQueue } from '../../src/components/shell/Toaster/toastQueue'
import { Button } from '../../src/components/controls/Button/Button'
import { timing } from '../../src/design/tokens'
import { longTextOnPhone } from '../../.storybook/modes'
import { expectNoOverflow } from '../longText'

/** What the menu's QR download announces, in the language shown (MenuQrCode's own message). */
const downloaded = () => ({ title: t({ message: 'QR code downloaded' }), description: 'amigo-menu-qr.png' })

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  render: () => (
    <div style={{ padding: 24, minHeight: 300 }}>
      <Button onPress={() => showToast(downloaded())}>Show a notification</Button>
      <Toaster />
    </div>
  ),
  beforeEach: () => () => {
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key)
  },
} satisfies Meta<typeof Toaster>

export default meta
type Story = StoryObj<typeof meta>

/** A notification, bottom right; Alt+T moves focus to it; the close button dismisses it. */
export const Notification: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a notification' }))
    const toast = await waitFor(() => within(document.body).getByRole('alertdialog'))
    await expect(toast).toHaveTextContent(downloaded().title)
    await userEvent.keyboard('{Alt>}t{/Alt}')
    await expect(toast).toHaveFocus()
    await userEvent.click(within(toast).getByRole('button', { name: t({ message: 'Close notification' }) }))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}

/** Notifications leave by themselves after 5 seconds. */
export const DisappearsAfterFiveSeconds: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a notification' }))
    await waitFor(() => within(document.body).getByRole('alertdialog'))
    await new Promise((resolve) => setTimeout(resolve, timing.toastMs - 500))
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeNull()
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), { timeout: 2000 })
  },
}

/**
 * A notification on a phone, in the language chosen in the toolbar: it stays inside the screen.
 * This one stays until it is closed (no timeout), so the pictures taken after the play, by day and
 * then at night, still show it however long they take; the five seconds are the story above's.
 */
export const LongTextOnPhone: Story = {
  ...longTextOnPhone,
  render: () => (
    <div style={{ padding: 24, minHeight: 300 }}>
      <Button onPress={() => toastQueue.add(downloaded())}>Show a notification</Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a notification' }))
    const toast = await waitFor(() => within(document.body).getByRole('alertdialog'))
    const box = toast.getBoundingClientRect()
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
    await expect(toast.scrollWidth).toBeLessThanOrEqual(toast.clientWidth)
    await expectNoOverflow(canvasElement)
  },
}
