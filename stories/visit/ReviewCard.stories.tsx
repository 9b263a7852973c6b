import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { ReviewCard } from '../../src/components/visit/ReviewCard/ReviewCard'
import { reviews } from '../../src/content/reviews'

/** One guest's words, stars, name and date. */
const meta = { title: 'Visit/ReviewCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// From PagePartsControls.stories.tsx

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface ReviewArgs {
  review: string
  rating: number
  width: number
}

/** A guest's review on the visit page: stars, words, initial, name and date. */
export const Playground: StoryObj<ReviewArgs> = {
  args: { review: reviews[0]?.id ?? '', rating: 5, width: 380 },
  argTypes: {
    review: { control: 'select', options: reviews.map((review) => review.id) },
    rating: { control: { type: 'range', min: 1, max: 5, step: 1 } },
    width: { control: { type: 'range', min: 260, max: 520, step: 10 } },
  },
  render: ({ review, rating, width }) => at(width, <ReviewCard review={{ ...(reviews.find((candidate) => candidate.id === review) ?? reviews[0]!), rating }} />),
  play: async ({ canvasElement, args }) => {
    const review = reviews.find((candidate) => candidate.id === args.review)!
    await expect(canvasElement).toHaveTextContent(review.author)
    await expect(within(canvasElement).getByRole('img')).toBeVisible()
  },
}

// From Visit.stories.tsx

// From Visit.stories.tsx

const padded = { padding: 24, maxWidth: 420 }

const reviewStory = (index: number): Story => ({
  render: () => (
    <div style={padded}>
      <ReviewCard review={reviews[index]!} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('img')).toHaveLength(1)
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', reviews[index]!.date)
    await expect(canvasElement).toHaveTextContent(reviews[index]!.author)
  },
})

export const Review = reviewStory(1)
