import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { CopyAddressButton } from '../../src/components/visit/CopyAddressButton/CopyAddressButton'
import { addressLines } from '../../src/components/visit/visitFormats'
import { Toaster } from '../../src/components/shell/Toaster/Toaster'
import { toastQueue } from '../../src/components/shell/Toaster/toastQueue'

/**
 * Copies the restaurant's address, as one line a maps or taxi app takes, and says so in a
 * notification (Toaster), or says that it could not and how to copy it by hand.
 */
const meta = {
  title: 'Visit/CopyAddressButton',
  tags: ['autodocs'],
  render: () => (
    <div style={{ padding: 24, minHeight: 240 }}>
      <CopyAddressButton address={addressLines(t({ message: 'Latvia' })).join(', ')} />
      <Toaster />
    </div>
  ),
  beforeEach: () => () => {
    toastQueue.resumeAll()
    for (const toast of toastQueue.visibleToasts) toastQueue.close(toast.key)
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const press = async (canvasElement: HTMLElement, userEvent: { click: (element: Element) => Promise<void> }) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: t({ message: 'Copy address' }) }))
  const toast = await waitFor(() => within(document.body).getByRole('alertdialog'))
  // Held until the next story, so that its picture, by day and at night, shows the state the
  // story is named for however slowly the pictures come (its 5 s would otherwise run out between them).
  toastQueue.pauseAll()
  return toast
}

/** The button alone. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: t({ message: 'Copy address' }) })).toBeEnabled()
  },
}

/** Copied: the notification repeats the address. */
export const Copied: Story = {
  beforeEach: () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.resolve() } })
    return () => (clipboard ? Object.defineProperty(navigator, 'clipboard', clipboard) : Reflect.deleteProperty(navigator, 'clipboard'))
  },
  play: async ({ canvasElement, userEvent }) => {
    await expect(await press(canvasElement, userEvent)).toHaveTextContent(t({ message: 'Address copied' }))
  },
}

/** The browser refused the clipboard: the notification says so, and how to copy by hand. */
export const CouldNotCopy: Story = {
  beforeEach: () => {
    const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard')
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: () => Promise.reject(new Error('refused')) } })
    return () => (clipboard ? Object.defineProperty(navigator, 'clipboard', clipboard) : Reflect.deleteProperty(navigator, 'clipboard'))
  },
  play: async ({ canvasElement, userEvent }) => {
    const toast = await press(canvasElement, userEvent)
    await expect(toast).toHaveTextContent(t({ message: 'The address could not be copied' }))
    await expect(toast).toHaveTextContent(t({ message: 'Select it on the page and copy it by hand.' }))
  },
}
