import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { MenuBoard } from '../src/components/menu/MenuBoard/MenuBoard'
import { MenuIndex } from '../src/components/menu/MenuIndex/MenuIndex'
import { MenuPicture } from '../src/components/menu/MenuPicture/MenuPicture'
import { MenuQrCode } from '../src/components/menu/MenuQrCode/MenuQrCode'
import { VeganFilter } from '../src/components/menu/VeganFilter/VeganFilter'
import { menuColumns } from '../src/content/menu/menu'
import { menuQrUrl } from '../src/content/site'
import { findElement } from './findElement'

/** The menu's interactive parts: section index, vegan filter, picture dialog and QR code. */
const meta = { title: 'Menu/Tools' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const SectionIndex: Story = {
  render: () => <MenuIndex groups={menuColumns} />,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Menu sections' })
    await expect(within(nav).getByRole('link', { name: 'Tacos' })).toHaveAttribute('href', '#tacos')
    await expect(within(nav).getByRole('link', { name: 'Cocktails' })).toHaveAttribute('href', '#cocktails')
  },
}

export const VeganFilterOff: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter isSelected={false} onChange={() => {}} shownCount={97} hasChanged={false} />,
}

export const VeganFilterOn: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <VeganFilter isSelected onChange={() => {}} shownCount={11} hasChanged />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: 'Vegan only' })).toBeChecked()
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Showing 11 vegan dishes and drinks')
  },
}

/** The whole menu with its tools; the switch really filters. */
export const FilteringTheMenu: Story = {
  render: () => <MenuBoard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Taco Amigo')).toBeVisible()
    // The switch's code arrives at idle, as on the site.
    await userEvent.click(await canvas.findByRole('switch', { name: 'Vegan only' }, { timeout: 5000 }))
    await waitFor(() => expect(canvas.queryByText('Taco Amigo')).toBeNull())
    await expect(canvas.getByText('Taco Smurf')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(/Showing \d+ vegan dishes and drinks/)
  },
}

export const PictureBanner: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="burrito" shape="banner" />,
}

export const PictureThumbnail: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="caesar" shape="thumbnail" />,
}

/** The larger picture, opened as a visitor would; Escape closes it and focus goes back. */
export const PictureDialogOpen: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="churros" shape="banner" />,
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /^Show larger: Churros/ })
    await userEvent.click(trigger)
    const dialog = await findElement(document.body, '[role="dialog"]')
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('Churros with cinnamon sugar')
    await expect(within(dialog).getByRole('img')).toHaveAttribute('alt', expect.stringMatching(/^Churros/))
  },
}

export const QrCode: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <MenuQrCode value={menuQrUrl} />,
  play: async ({ canvasElement }) => {
    const code = await findElement(canvasElement, 'svg[role="img"]')
    await expect(code).toHaveAccessibleName(`QR code of ${menuQrUrl}`)
    await expect(within(canvasElement).getByRole('button', { name: 'Download QR Code' })).toBeEnabled()
  },
}

/** More than a QR code can hold: the library's "Data too long" becomes a translated message. */
export const QrCodeTooLong: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <MenuQrCode value={`${menuQrUrl}?${'x'.repeat(3000)}`} />,
  play: async ({ canvasElement }) => {
    const message = await findElement(canvasElement, '[role="alert"]')
    await expect(message).toHaveTextContent('the address is too long')
    await expect(canvasElement.querySelector('svg')).toBeNull()
  },
}
