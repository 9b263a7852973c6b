import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { TransportCard } from '../../src/components/visit/TransportCard/TransportCard'
import { formatWalkMinutes } from '../../src/components/visit/visitFormats'
import { carParks } from '../../src/content/visit'
import { useLanguage } from '../../src/i18n/useLanguage'
import { formatPrice } from '../../src/i18n/formatPrice'

/**
 * A way of getting here as a card of short facts, the walk to our door first. CarParkCard and
 * BusStopCard are made of it; on its own it is the street parking card.
 */
const meta = { title: 'Visit/TransportCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function Card({ walk }: { walk: boolean }) {
  const language = useLanguage()
  const park = carParks[0]!
  return (
    <ul style={{ listStyle: 'none', padding: 24, margin: 0, maxWidth: 380 }}>
      <li>
        <TransportCard title={i18n._(park.name)} icon={walk ? 'parking' : undefined} walk={walk ? formatWalkMinutes(language, park.walk) : undefined} facts={[formatPrice(language, park.pricePerHour ?? 0)]} />
      </li>
    </ul>
  )
}

/** With its icon and the walk. */
export const WithWalk: Story = {
  render: () => <Card walk />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: i18n._(carParks[0]!.name) })).toBeVisible()
  },
}

/** Facts only, without icon or walk, as the street parking card is. */
export const FactsOnly: Story = { render: () => <Card walk={false} /> }
