import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { VisitMap } from '../src/components/visit/VisitMap/VisitMap'
import { addressLine } from '../src/components/visit/VisitMap/VisitMapCard'
import { restaurantName } from '../src/content/business'
import { directionsUrl } from '../src/content/mapSettings'

/**
 * The visit page's map. Tiles are drawn here, never fetched: a light street grid on a canvas, as
 * a `data:` URL (tests/fixtures/tiles/tile.png is its twin for the browser tests).
 */
const meta = {
  title: 'Visit/Map',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 720, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

function drawnTile(): string {
  const canvas = Object.assign(document.createElement('canvas'), { width: 256, height: 256 })
  const context = canvas.getContext('2d')!
  context.fillStyle = '#F2EFE9'
  context.fillRect(0, 0, 256, 256)
  context.fillStyle = '#FFFFFF'
  context.fillRect(0, 123, 256, 10)
  context.fillRect(123, 0, 10, 256)
  context.fillStyle = '#D6CDBE'
  context.fillRect(0, 0, 256, 1)
  context.fillRect(0, 0, 1, 256)
  return canvas.toDataURL('image/png')
}

const fixtureTile = drawnTile()

/** Not an image: every tile fails, as when the tile server is blocked or the visitor is offline. */
const brokenTile = 'data:image/png;base64,AAAA'

/** The map's code takes a moment in the development server: wait for the map itself. */
const findMap = (canvasElement: HTMLElement) =>
  waitFor(() => within(canvasElement).getByRole('region', { name: `Map: ${restaurantName}, ${addressLine}` }), { timeout: 15000 })

/** The map with its popup open, as a visitor first sees it; closing and reopening the popup. */
export const Map: Story = {
  render: () => <VisitMap tileUrl={fixtureTile} />,
  play: async ({ canvasElement }) => {
    const map = within(await findMap(canvasElement))
    await expect(map.getByText(restaurantName)).toBeVisible()
    await expect(map.getByRole('link', { name: /^Directions/ })).toHaveAttribute('href', directionsUrl)
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
    await userEvent.click(map.getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(map.getByText(restaurantName)).not.toBeVisible())
    // A plain click event: userEvent's synthetic pointer events carry no position, which OpenLayers reads as a drag.
    map.getByRole('button', { name: `Show the address of ${restaurantName}` }).click()
    await waitFor(() => expect(map.getByText(restaurantName)).toBeVisible())
  },
}

/** Before the map nears the viewport (and without JavaScript): the same box, with the address. */
export const Placeholder: Story = {
  render: () => <VisitMap loadMap={() => new Promise(() => {})} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(addressLine)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /^Directions/ })).toHaveAttribute('target', '_blank')
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** The map's code could not be loaded: the placeholder stays and says so. */
export const CodeFailedToLoad: Story = {
  render: () => <VisitMap loadMap={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The map could not be loaded.')
    await expect(canvas.getByRole('link', { name: /^Directions/ })).toBeVisible()
  },
}

/** No tile loads: the map says so, over itself, with the address and the directions. */
export const TilesFailed: Story = {
  render: () => <VisitMap tileUrl={brokenTile} />,
  play: async ({ canvasElement }) => {
    await findMap(canvasElement)
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10000 })
    await expect(alert).toHaveTextContent('The map could not be loaded.')
    const card = within(alert.parentElement!)
    await expect(card.getByText(addressLine)).toBeVisible()
    await expect(card.getByRole('link', { name: /^Directions/ })).toBeVisible()
  },
}

/** The longest texts: Finnish. */
export const MapInFinnish: Story = {
  globals: { language: 'fi' },
  render: () => <VisitMap tileUrl={fixtureTile} />,
}
