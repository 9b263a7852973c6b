import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { VisitHero } from '../../src/components/visit/VisitHero/VisitHero'
import { pageHeadings } from '../../src/content/pages'
import { visitQrUrl } from '../../src/content/site'
import { drawQr } from '../../src/qr/drawQr'
import { PrintPreview } from '../printPreview'
import { pinned } from '../../.storybook/modes'

/**
 * The visit page's opening: its heading, the line under it and the shop front. On paper the
 * restaurant's name stands above the heading and a QR code to the page takes the picture's place.
 */
const meta = { title: 'Visit/VisitHero', tags: ['autodocs', 'page'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => <VisitHero />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(pageHeadings.visit))
  },
}

/** As printed, with the QR code that opens the page and its map on a phone. */
export const Printed: Story = {
  // Paper has no night: the printed page is ink on white whatever the screen's theme.
  ...pinned({ theme: 'day' }),
  loaders: [async () => ({ drawing: await drawQr(visitQrUrl) })],
  render: (_args, { loaded }) => (
    <PrintPreview>
      <VisitHero qrCode={loaded.drawing} />
    </PrintPreview>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
  },
}
