import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { MenuPrintHeader } from '../../src/components/menu/MenuPrintHeader/MenuPrintHeader'
import { menuQrUrl } from '../../src/content/site'
import { drawQr } from '../../src/qr/drawQr'
import { findElement } from '../findElement'
import { PrintPreview } from '../printPreview'
import { pinned } from '../../.storybook/modes'

/**
 * The printed menu's masthead: the restaurant's name, address, phone and hours, and the menu's QR
 * code. Hidden on screens; shown here as paper shows it (PrintPreview, stories/printPreview.tsx).
 */
const meta = { title: 'Menu/MenuPrintHeader', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** As printed: black on white whatever the theme, the QR code at the end. */
export const Printed: Story = {
  // Paper has no night: the printed page is ink on white whatever the screen's theme.
  ...pinned({ theme: 'day' }),
  loaders: [async () => ({ drawing: await drawQr(menuQrUrl) })],
  render: (_args, { loaded }) => (
    <PrintPreview>
      <MenuPrintHeader qrCode={loaded.drawing} />
    </PrintPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(await findElement(canvasElement, 'svg')).toBeVisible()
  },
}
