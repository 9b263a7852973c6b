import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Link } from 'react-aria-components/Link'
import { Tooltip } from '../src/components/controls/Tooltip/Tooltip'
import { button } from '../src/design/recipes.css'

const meta = {
  title: 'Controls/Tooltip',
  component: Tooltip,
  args: { label: 'Call +371 2000 0000', children: <span /> },
  render: ({ label }) => (
    <div style={{ padding: 80 }}>
      <Tooltip label={label}>
        <Link href="tel:+37120000000" className={button()}>
          Reserve a table
        </Link>
      </Tooltip>
    </div>
  ),
} satisfies Meta<typeof Tooltip>

export default meta
type Story = StoryObj<typeof meta>

export const Hidden: Story = {}

/** Keyboard focus shows the hint at once; hovering shows it after 700 ms. */
export const ShownOnFocus: Story = {
  play: async ({ canvasElement, userEvent, args }) => {
    await userEvent.tab()
    await expect(within(canvasElement).getByRole('link')).toHaveFocus()
    const tooltip = await waitFor(() => within(document.body).getByRole('tooltip'))
    await expect(tooltip).toHaveTextContent(args.label)
  },
}
