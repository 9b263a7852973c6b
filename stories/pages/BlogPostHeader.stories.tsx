import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BlogPostHeader } from '../../src/components/blog/BlogPostHeader/BlogPostHeader'
import { blogPosts } from '../../src/content/blog'
import { languageOf } from '../languageOf'

/** The top of a post: the way back to the list, its category, title, date, reading time and picture. */
const meta = { title: 'Pages/Blog/BlogPostHeader', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const post = blogPosts[0]!

export const PostOpening: Story = {
  render: () => <BlogPostHeader post={post} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(post.title))
    await expect(canvas.getByRole('link', { name: t({ message: 'All posts' }) })).toHaveAttribute('href', `/${languageOf(globals)}/blog`)
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager')
  },
}
