import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BlogCard } from '../../src/components/blog/BlogCard/BlogCard'
import { formatReadTime } from '../../src/components/blog/PostMeta/PostMeta'
import { blogPosts } from '../../src/content/blog'
import { formatDate } from '../../src/i18n/formatDate'
import { pinned } from '../../.storybook/modes'
import { languageOf } from '../languageOf'

/** A post on the blog list; the whole card opens the post, through the link on its title. */
const meta = { title: 'Pages/Blog/BlogCard', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

// From Blog.stories.tsx

const firstPost = blogPosts[0]!
// Plays find texts through the content's and components' own messages, so they pass in every language.

export const CardFeatured: Story = {
  render: () => (
    <div style={{ padding: 24 }}>
      <BlogCard post={firstPost} layout="featured" isPriority />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: i18n._(firstPost.title) })).toHaveAttribute('href', `/${language}/blog/${firstPost.id}`)
    await expect(canvasElement).toHaveTextContent(i18n._(firstPost.category))
    // "April 10, 2025" and "5 min read" in English.
    await expect(canvasElement).toHaveTextContent(formatDate(language, firstPost.date))
    const duration = formatReadTime(language, firstPost.readMinutes)
    await expect(canvasElement).toHaveTextContent(t({ message: `${duration} read` }))
    // The card's picture repeats the title: screen readers skip it.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** The card as the grid shows older posts: picture above the words. */
export const CardRegular: Story = {
  render: () => (
    <div style={{ maxWidth: 380, padding: 24 }}>
      <BlogCard post={firstPost} />
    </div>
  ),
}

export const CardFinnishPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => (
    <div style={{ padding: 16 }}>
      <BlogCard post={firstPost} layout="featured" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('10. huhtikuuta 2025')
    await expect(canvasElement).toHaveTextContent('Lukuaika 5 min')
  },
}

// From PagePartsControls.stories.tsx

// From PagePartsControls.stories.tsx

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface BlogCardArgs {
  post: string
  layout: 'regular' | 'featured'
  width: number
}

/** A post on the blog list; `featured` sets the newest one beside its picture on wide screens. */
export const Playground: StoryObj<BlogCardArgs> = {
  args: { post: blogPosts[0]?.id ?? '', layout: 'regular', width: 420 },
  argTypes: {
    post: { control: 'select', options: blogPosts.map((post) => post.id) },
    layout: { control: 'inline-radio', options: ['regular', 'featured'] },
    width: { control: { type: 'range', min: 300, max: 1100, step: 10 } },
  },
  render: ({ post, layout, width }) => at(width, <BlogCard post={blogPosts.find((candidate) => candidate.id === post) ?? blogPosts[0]!} layout={layout} />),
  play: async ({ canvasElement, args, globals }) => {
    const post = blogPosts.find((candidate) => candidate.id === args.post)!
    await expect(within(canvasElement).getByRole('link', { name: i18n._(post.title) })).toHaveAttribute('href', `/${languageOf(globals)}/blog/${post.id}`)
  },
}
