import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Toaster } from '../src/components/shell/Toaster/Toaster'
import { showToast, toastQueue } from '../src/components/shell/Toaster/toastQueue'
import { Button } from '../src/components/controls/Button/Button'

const meta = {
  title: 'Shell/Toaster',
  component: Toaster,
  render: () => (
    <div style={{ padding: 24, minHeight: 300 }}>
      <Button onPress={() => showToast({ title: 'QR code downloaded', description: 'amigo-menu-qr.png' })}>Show a notification</Button>
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
    await expect(toast).toHaveTextContent('QR code downloaded')
    await userEvent.keyboard('{Alt>}t{/Alt}')
    await expect(toast).toHaveFocus()
    await userEvent.click(within(toast).getByRole('button'))
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull())
  },
}

/** Notifications leave by themselves after 5 seconds. */
export const DisappearsAfterFiveSeconds: Story = {
  play: async ({ canvasElement, userEvent }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show a notification' }))
    await waitFor(() => within(document.body).getByRole('alertdialog'))
    await new Promise((resolve) => setTimeout(resolve, 4500))
    await expect(within(document.body).queryByRole('alertdialog')).not.toBeNull()
    await waitFor(() => expect(within(document.body).queryByRole('alertdialog')).toBeNull(), { timeout: 2000 })
  },
}
