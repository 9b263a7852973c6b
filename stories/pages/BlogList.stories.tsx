import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BlogList } from '../../src/components/blog/BlogList/BlogList'
import { blogPosts } from '../../src/content/blog'
import { languageOf } from '../languageOf'

/** The blog's posts, newest first: the newest one featured across the width, the others in a grid. */
const meta = { title: 'Pages/Blog/BlogList', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const post = blogPosts[0]!

/** Two posts: the newest across the width, the other in the grid (with a second, made-up entry). */
export const ListOfTwo: Story = {
  render: () => <BlogList posts={[post, { ...post, id: 'second-post' }]} />,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([`/${language}/blog/${post.id}`, `/${language}/blog/second-post`])
  },
}
