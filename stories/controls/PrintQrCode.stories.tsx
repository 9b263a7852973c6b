import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { PrintQrCode } from '../../src/components/controls/PrintQrCode/PrintQrCode'
import { visitQrUrl } from '../../src/content/site'
import { drawQr } from '../../src/qr/drawQr'
import { PrintPreview } from '../printPreview'

/**
 * A QR code on paper with its caption beside it (the printed menu's masthead, the printed visit
 * page). Only printed; shown here as paper shows it. On screen the menu offers MenuQrCode instead.
 */
const meta = { title: 'Controls/PrintQrCode', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Printed: Story = {
  loaders: [async () => ({ drawing: await drawQr(visitQrUrl) })],
  render: (_args, { loaded }) => (
    <PrintPreview>
      <PrintQrCode qrCode={loaded.drawing} caption={t({ message: 'Scan for the map and directions' })} />
    </PrintPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(t({ message: 'Scan for the map and directions' }))).toBeVisible()
  },
}
