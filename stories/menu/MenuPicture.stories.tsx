import type { Meta, StoryObj } from '@storybook/react-vite'
import { MenuPicture } from '../../src/components/menu/MenuPicture/MenuPicture'

/**
 * A menu drawing that opens larger in a modal dialog. Its button's invoker command opens it with no
 * script where the browser has them; elsewhere its island does, taking a tap that came before it.
 */
const meta = { title: 'Menu/MenuPicture' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const PictureBanner: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 560, padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="burrito" shape="banner" />,
}

export const PictureThumbnail: Story = {
  decorators: [(Story) => <div style={{ padding: 24 }}><Story /></div>],
  render: () => <MenuPicture art="caesar" shape="thumbnail" />,
}
