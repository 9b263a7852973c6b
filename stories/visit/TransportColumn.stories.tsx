import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TransportColumn } from '../../src/components/visit/TransportColumn/TransportColumn'
import { vars } from '../../src/design/theme.css'
import { pinned } from '../../.storybook/modes'

// Plays find texts through the components' own messages (or the facts they show), so they pass in
// every language; the English wording is checked word for word in English.

/** How to get here: the map, then by car, then by bus or parking in the street. */
const meta = { title: 'Visit/TransportColumn', tags: ['autodocs'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Both car parks, the bus and street parking, with an empty box where the map goes. */
export const Transport: Story = {
  ...pinned({ language: 'de' }),
  render: () => (
    <div style={{ padding: 24 }}>
      <TransportColumn map={<div style={{ aspectRatio: '16 / 9', borderRadius: 20, background: vars.color.surfaceSunken }} />} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(4)
    await expect(canvasElement).toHaveTextContent('Maximale Einfahrtshöhe 1,90 m')
    await expect(canvasElement).toHaveTextContent('Zonen B, C und D')
  },
}
