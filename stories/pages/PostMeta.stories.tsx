import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { PostMeta } from '../../src/components/blog/PostMeta/PostMeta'
import { blogPosts } from '../../src/content/blog'
import { pinned } from '../../.storybook/modes'

/** A post's date and reading time, on the blog list and above the article. */
const meta = { title: 'Pages/Blog/PostMeta', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const post = blogPosts[0]!

export const DateAndReadingTime: Story = {
  ...pinned({ language: 'de' }),
  render: () => (
    <div style={{ padding: 24 }}>
      <PostMeta date={post.date} readMinutes={post.readMinutes} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2025-04-10')
    await expect(canvasElement).toHaveTextContent('10. April 2025')
    await expect(canvasElement).toHaveTextContent('5 Min. Lesezeit')
  },
}
