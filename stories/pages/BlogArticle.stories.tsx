import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlogArticle } from '../../src/components/blog/BlogArticle/BlogArticle'
import { blogPosts, type BlogPost } from '../../src/content/blog'

/** A post's text, set for reading: a comfortable line length, generous leading, headings as `h2`. */
const meta = { title: 'Pages/Blog/BlogArticle', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const post = blogPosts[0]!
const headings = (body: BlogPost['body']) => body.filter((block) => block.kind === 'heading').length

export const Article: Story = {
  render: () => <BlogArticle body={post.body} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headings(post.body))
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(post.body.length - headings(post.body))
  },
}
