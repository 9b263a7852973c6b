import type { Meta, StoryObj } from '@storybook/react-vite'
import { plural, t } from '@lingui/core/macro'
import { expect } from 'storybook/test'
import { CarParkCard } from '../../src/components/visit/CarParkCard/CarParkCard'
import { carParks } from '../../src/content/visit'
import { formatPrice } from '../../src/i18n/formatPrice'
import { formatWalkMinutes } from '../../src/components/visit/visitFormats'
import { languageOf } from '../languageOf'

// Plays find texts through the components' own messages (or the facts they show), so they pass in
// every language; the English wording is checked word for word in English.

/** One car park: how far it is on foot first, then what a driver needs to know before turning in. */
const meta = { title: 'Visit/CarParkCard', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const padded = { padding: 24, maxWidth: 420 }

export const CarPark: Story = {
  render: () => (
    <div style={padded}>
      <CarParkCard carPark={carParks[0]!} />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const carPark = carParks[0]!
    // "4–6 minutes on foot", "About 354 spaces", "€2 per hour" in English.
    const walk = formatWalkMinutes(language, carPark.walk)
    await expect(canvasElement).toHaveTextContent(t({ message: `${walk} on foot` }))
    const spaces = carPark.spaces ?? 0
    await expect(canvasElement).toHaveTextContent(t({ message: plural(spaces, { one: 'About # space', other: 'About # spaces' }) }))
    const price = formatPrice(language, carPark.pricePerHour ?? 0)
    // Prices keep a no-break space ("2 €"); the text read back has plain spaces.
    await expect(canvasElement).toHaveTextContent(t({ message: `${price} per hour` }).replace(/\s/g, ' '))
  },
}
