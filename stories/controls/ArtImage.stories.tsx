import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import storefront from '../../src/assets/site-art/storefront.svg?url'
import storefrontNight from '../../src/assets/site-art/storefront.night.svg?url'
import { ArtImage } from '../../src/components/controls/ArtImage/ArtImage'

/**
 * One of the site's drawings with its night version: the night one where the visitor's system (or
 * here the theme toolbar) is dark. Picture and the map's placeholder are made of it; pages use
 * Picture, which adds the frame, the sizes and the description.
 */
const meta = { title: 'Controls/ArtImage', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

/** Switch the theme in the toolbar: the drawing changes with it. */
export const DayAndNight: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 480 }}>
      <ArtImage src={storefront} nightSrc={storefrontNight} alt="" width={1200} height={900} style={{ width: '100%', height: 'auto' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture source, img')).not.toBeNull()
  },
}
