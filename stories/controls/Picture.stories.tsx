import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { Picture } from '../../src/components/controls/Picture/Picture'
import { pictures } from '../../src/content/pictures'

type PictureName = keyof typeof pictures
const names = Object.keys(pictures) as PictureName[]

interface PictureArgs {
  /** One of the site's pictures (src/content/pictures.ts). */
  picture: PictureName
  fit: 'cover' | 'contain'
  isPriority: boolean
  isDecorative: boolean
  /** The box the picture fills, as its section gives it. */
  width: number
  height: number
}

/**
 * A picture of the site, its box reserved from its intrinsic size so nothing moves when it
 * arrives. The drawings (src/assets/site-art) stand in for photos until the owner has them.
 *
 * **When to use.** Every photo or drawing with content. `isPriority` only for the first screen's
 * picture. **When not.** Icons (Icon) and the small drawings of cards (ReasonIllustration).
 *
 * **Do:** describe what the picture shows for someone who cannot see it, unless the text beside it
 * says it all (then empty alt: Decorative). **Don't:** write "picture of"; crop a wide drawing with
 * `cover` where its edge matters (use `contain`).
 *
 * **Accessibility.** Its alt text is read where it stands; a decorative one is skipped. Drawings
 * have night versions, switched with the theme (ArtImage).
 *
 * **Related:** ArtImage, MenuPicture, HomeHero.
 */
const meta = {
  title: 'Controls/Picture',
  tags: ['autodocs'],
  args: { picture: 'storefront', fit: 'cover', isPriority: false, isDecorative: false, width: 480, height: 320 },
  argTypes: {
    picture: { control: 'select', options: names },
    fit: { control: 'inline-radio', options: ['cover', 'contain'] },
    width: { control: { type: 'range', min: 160, max: 960, step: 10 } },
    height: { control: { type: 'range', min: 120, max: 720, step: 10 } },
  },
  render: ({ picture, width, height, ...props }) => (
    <div style={{ padding: 24 }}>
      <div style={{ width, height }}>
        <Picture picture={pictures[picture]} {...props} />
      </div>
    </div>
  ),
} satisfies Meta<PictureArgs>

export default meta
type Story = StoryObj<typeof meta>

export const Storefront: Story = {
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('alt', i18n._(pictures.storefront.alt))
    await expect(image).toHaveAttribute('loading', 'lazy')
    await expect(image).toHaveAttribute('width', String(pictures.storefront.width))
  },
}

/** In the first screen (the home hero): loaded at once, early. */
export const Priority: Story = {
  args: { picture: 'hero', isPriority: true, width: 640, height: 360 },
  play: async ({ canvasElement }) => {
    const image = within(canvasElement).getByRole('img')
    await expect(image).toHaveAttribute('loading', 'eager')
    await expect(image).toHaveAttribute('fetchpriority', 'high')
  },
}

/** Beside a text that says it all: no alternative text, hidden from screen readers. */
export const Decorative: Story = {
  args: { picture: 'teamChef', isDecorative: true, width: 240, height: 240 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** A wide drawing in a square box: `contain` shows all of it, `cover` crops the edges. */
export const Contain: Story = { args: { picture: 'worldTable', fit: 'contain', width: 320, height: 320 } }

export const CoverCrop: Story = { args: { picture: 'worldTable', fit: 'cover', width: 320, height: 320 } }
