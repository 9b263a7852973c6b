import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Icon, iconNames } from '../../src/components/controls/Icon/Icon'

/** The smaller pieces of the page shell, each in its states. The about page is the current one. */
const meta = { title: 'Controls/Icon', parameters: { path: '/$lang/about' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Icons: Story = {
  render: () => (
    <ul style={{ display: 'flex', gap: 16, listStyle: 'none', padding: 16, flexWrap: 'wrap' }}>
      {iconNames.map((name) => (
        <li key={name} style={{ display: 'grid', justifyItems: 'center', gap: 4 }}>
          <Icon name={name} size="2em" />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(iconNames.length)
  },
}
