import type { Meta, StoryObj } from '@storybook/react-vite'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { ReviewsSection } from '../../src/components/visit/ReviewsSection/ReviewsSection'
import { reviews } from '../../src/content/reviews'

/** The visit page's reviews: the average (ReviewsSummary) and the guests' words (ReviewCard), three across on wide screens. */
const meta = { title: 'Visit/ReviewsSection', tags: ['autodocs', 'page'], parameters: { path: '/$lang/visit' } } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  render: () => <ReviewsSection reviews={reviews} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: t({ message: 'What our guests say' }) })).toBeVisible()
  },
}

/** One review only: the layout does not leave a gap for the missing ones. */
export const OneReview: Story = { render: () => <ReviewsSection reviews={reviews.slice(0, 1)} /> }
