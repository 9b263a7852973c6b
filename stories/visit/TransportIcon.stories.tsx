import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TransportIcon } from '../../src/components/visit/TransportIcon/TransportIcon'

/** The pictures of the visit page's ways to get here: drawn in the text's colour, framed on a card's title. Decorative: the title names the way. */
const meta = { title: 'Visit/TransportIcon', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const names = ['car', 'bus', 'parking', 'walk'] as const

/** Each, bare and framed. */
export const All: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, max-content)', gap: 24, padding: 24, fontSize: '1.5rem' }}>
      {names.map((name) => (
        <TransportIcon key={name} name={name} />
      ))}
      {names.map((name) => (
        <TransportIcon key={`${name} framed`} name={name} isFramed />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(names.length * 2)
  },
}
