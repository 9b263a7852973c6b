import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { MenuColumns } from '../../src/components/menu/MenuColumns/MenuColumns'
import { menuColumns } from '../../src/content/menu/menu'

/** The menu's sections: food on the left, drinks on the right; one column on phones. */
const meta = { title: 'Menu/MenuColumns' } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Both columns of the menu, food and drinks; one column on phones. */
export const Columns: Story = {
  tags: ['page'],
  render: () => <MenuColumns columns={menuColumns} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('heading', { level: 2 })).toHaveLength(menuColumns.flatMap((column) => column.sections).length)
  },
}
