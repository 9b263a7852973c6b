import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BlogPostHeader } from '../../src/components/blog/BlogPostHeader/BlogPostHeader'
import { blogPosts } from '../../src/content/blog'
import { languageOf } from '../languageOf'

/** The blog's parts: the cards of the list, a post's opening and its article, in the longest languages too. */
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
