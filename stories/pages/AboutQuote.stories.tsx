import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { AboutQuote } from '../../src/components/about/AboutQuote/AboutQuote'
import { philosophyQuote, storyQuote } from '../../src/content/about'

/** The parts of the about page, each on its own, in their states and in the longest languages. */
const meta = { title: 'Pages/About/AboutQuote', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const StoryQuote: Story = {
  render: () => <AboutQuote quote={storyQuote} isPriority />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: i18n._(storyQuote.heading) })).toBeVisible()
    await expect(canvasElement.querySelector('blockquote')).toHaveTextContent(i18n._(storyQuote.text))
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent(i18n._(storyQuote.attribution))
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager')
  },
}

/** The picture on the other side on wide screens; on phones it stays above the words. */
export const PhilosophyQuotePictureEnd: Story = {
  render: () => <AboutQuote quote={philosophyQuote} pictureSide="end" />,
  play: async ({ canvasElement }) => {
    const picture = canvasElement.querySelector('img')!.getBoundingClientRect()
    const quote = canvasElement.querySelector('blockquote')!.getBoundingClientRect()
    await expect(picture.left).toBeGreaterThan(quote.left)
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'lazy')
  },
}
