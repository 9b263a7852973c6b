import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { MenuQrCode } from '../../src/components/menu/MenuQrCode/MenuQrCode'
import { menuQrUrl } from '../../src/content/site'
import { drawQr } from '../../src/qr/drawQr'
import { longTextOnPhone } from '../../.storybook/modes'
import { findElement } from '../findElement'
import { expectNoOverflow } from '../longText'

/** The menu's QR code with its caption and a button that saves it as a PNG. */
const meta = { title: 'Menu/MenuQrCode' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const QrCode: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(menuQrUrl) })],
  render: (_args, { loaded }) => <MenuQrCode value={menuQrUrl} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    const value = menuQrUrl
    const code = await findElement(canvasElement, 'svg[role="img"]')
    await expect(code).toHaveAccessibleName(t({ message: `QR code of ${value}` }))
    await expect(within(canvasElement).getByRole('button', { name: t({ message: 'Download QR Code' }) })).toBeEnabled()
  },
}

export const QrCodeLongTextOnPhone: Story = {
  ...longTextOnPhone,
  decorators: [(Story) => <div style={{ padding: 16 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(menuQrUrl) })],
  render: (_args, { loaded }) => <MenuQrCode value={menuQrUrl} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    await findElement(canvasElement, 'svg[role="img"]')
    await expectNoOverflow(canvasElement)
  },
}

/** More than a QR code can hold: the library's "Data too long" becomes a translated message. */
export const QrCodeTooLong: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  loaders: [async () => ({ drawing: await drawQr(`${menuQrUrl}?${'x'.repeat(3000)}`) })],
  render: (_args, { loaded }) => <MenuQrCode value={`${menuQrUrl}?${'x'.repeat(3000)}`} drawing={loaded.drawing} />,
  play: async ({ canvasElement }) => {
    const message = await findElement(canvasElement, '[role="alert"]')
    await expect(message).toHaveTextContent(t({ message: 'The QR code could not be made: the address is too long to fit in one.' }))
    await expect(canvasElement.querySelector('svg')).toBeNull()
  },
}
