import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BusStopCard } from '../../src/components/visit/BusStopCard/BusStopCard'
import { busStop } from '../../src/content/visit'

/** The nearest bus stop, as a TransportCard: the walk first, then the stop and its lines. */
const meta = { title: 'Visit/BusStopCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', padding: 24, margin: 0, maxWidth: 380 }}>
      <li>
        <BusStopCard stop={busStop} />
      </li>
    </ul>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: t({ message: 'By bus' }) })).toBeVisible()
  },
}
