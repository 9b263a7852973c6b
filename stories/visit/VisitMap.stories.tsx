import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, waitFor, within } from 'storybook/test'
import { VisitMap } from '../../src/components/visit/VisitMap/VisitMap'
import { VisitMapLive } from '../../src/components/visit/VisitMap/VisitMapLive'
import { addressLine, restaurantName } from '../../src/content/business'
import { directionsUrl } from '../../src/content/mapSettings'
import { pinned } from '../../.storybook/modes'

/**
 * The visit page's map. Tiles are drawn here, never fetched: a light street grid on a canvas, as
 * a `data:` URL (tests/fixtures/tiles/tile.png is its twin for the browser tests).
 */
const meta = {
  title: 'Visit/VisitMap',
  parameters: { path: '/$lang/visit' },
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

// The component's own messages, so the play functions read the language shown.
const mapName = () => t({ message: `Map: ${restaurantName}, ${addressLine}` })
const directions = () => new RegExp(`^${t({ message: 'Directions' })}`)
const mapFailed = () => t({ message: 'The map could not be loaded. The address and the directions link still work.' })

/** The map's code arrives at idle, OpenLayers after it: wait for the map itself. */
const findMap = (canvasElement: HTMLElement) => waitFor(() => within(canvasElement).getByRole('region', { name: mapName() }), { timeout: 15000 })

/** The map with its popup open, as a visitor first sees it; closing and reopening the popup. */
export const Map: Story = {
  render: () => <VisitMap live={<VisitMapLive tileUrl={fixtureTile} />} />,
  play: async ({ canvasElement }) => {
    const map = within(await findMap(canvasElement))
    // The popup shows from the map's first frame on.
    await waitFor(() => expect(map.getByText(restaurantName)).toBeVisible())
    await expect(map.getByRole('link', { name: directions() })).toHaveAttribute('href', directionsUrl)
    await expect(map.getByRole('button', { name: t({ message: 'Zoom in' }) })).toBeVisible()
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
    map.getByRole('button', { name: t({ message: 'Close' }) }).click()
    await waitFor(() => expect(map.getByText(restaurantName)).not.toBeVisible())
    // A plain click event: userEvent's synthetic pointer events carry no position, which OpenLayers reads as a drag.
    map.getByRole('button', { name: t({ message: `Show the address of ${restaurantName}` }) }).click()
    await waitFor(() => expect(map.getByText(restaurantName)).toBeVisible())
  },
}

/** Before the map nears the viewport (and without JavaScript): the same box, with the address. */
export const Placeholder: Story = {
  render: () => <VisitMap live={<VisitMapLive loadModules={() => new Promise(() => {})} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(addressLine, {}, { timeout: 5000 })).toBeVisible()
    await expect(canvas.getByRole('link', { name: directions() })).toHaveAttribute('target', '_blank')
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

/** The map's code could not be loaded: the placeholder stays and says so. */
export const CodeFailedToLoad: Story = {
  render: () => <VisitMap live={<VisitMapLive loadModules={() => Promise.reject(new Error('Failed to fetch dynamically imported module'))} />} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(mapFailed())
    await expect(canvas.getByRole('link', { name: directions() })).toBeVisible()
  },
}

/** No tile loads: the box shows the drawn street plan and the card with the address and the directions, and no map controls. */
export const TilesFailed: Story = {
  render: () => <VisitMap live={<VisitMapLive tileUrl={brokenTile} />} />,
  play: async ({ canvasElement }) => {
    const alert = await within(canvasElement).findByRole('alert', {}, { timeout: 10000 })
    await expect(alert).toHaveTextContent(mapFailed())
    // The card that stands for the map (the popup's twin is hidden with the map).
    const card = within(canvasElement.querySelector('[data-visit-map] address')!.parentElement!)
    await expect(card.getByText(addressLine)).toBeVisible()
    await expect(card.getByRole('link', { name: directions() })).toBeVisible()
    // The empty map's controls are hidden with it.
    for (const control of canvasElement.querySelectorAll('.ol-zoom, .ol-attribution')) await expect(control).not.toBeVisible()
  },
}

/** The longest texts, Finnish, on a phone: the popup fits above the marker. */
export const MapInFinnishOnPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => <VisitMap live={<VisitMapLive tileUrl={fixtureTile} />} />,
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement)
    await waitFor(() => expect(within(map).getByText(restaurantName)).toBeVisible())
    const popup = within(map).getByText(restaurantName).closest('[data-popup]')!
    const [box, card] = [map.getBoundingClientRect(), popup.getBoundingClientRect()]
    await expect(card.top).toBeGreaterThanOrEqual(box.top)
    await expect(card.left).toBeGreaterThanOrEqual(box.left)
    await expect(card.right).toBeLessThanOrEqual(box.right)
  },
}
