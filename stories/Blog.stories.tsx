import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { t } from '@lingui/core/macro'
import { expect, within } from 'storybook/test'
import { BlogArticle } from '../src/components/blog/BlogArticle/BlogArticle'
import { BlogCard } from '../src/components/blog/BlogCard/BlogCard'
import { BlogList } from '../src/components/blog/BlogList/BlogList'
import { BlogPostHeader } from '../src/components/blog/BlogPostHeader/BlogPostHeader'
import { formatReadTime, PostMeta } from '../src/components/blog/PostMeta/PostMeta'
import { blogPosts, type BlogPost } from '../src/content/blog'
import { formatDate } from '../src/i18n/formatDate'
import { pinned } from '../.storybook/modes'
import { languageOf } from './languageOf'

/** The blog's parts: the cards of the list, a post's opening and its article, in the longest languages too. */
const meta = { title: 'Blog/Parts', tags: ['autodocs'] } satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

const post = blogPosts[0]!
const headings = (body: BlogPost['body']) => body.filter((block) => block.kind === 'heading').length
// Plays find texts through the content's and components' own messages, so they pass in every language.

export const CardFeatured: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => (
    <div style={{ padding: 24 }}>
      <BlogCard post={post} layout="featured" isPriority />
    </div>
  ),
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: i18n._(post.title) })).toHaveAttribute('href', `/${language}/blog/${post.id}`)
    await expect(canvasElement).toHaveTextContent(i18n._(post.category))
    // "April 10, 2025" and "5 min read" in English.
    await expect(canvasElement).toHaveTextContent(formatDate(language, post.date))
    const duration = formatReadTime(language, post.readMinutes)
    await expect(canvasElement).toHaveTextContent(t({ message: `${duration} read` }))
    // The card's picture repeats the title: screen readers skip it.
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '')
  },
}

/** The card as the grid shows older posts: picture above the words. */
export const CardRegular: Story = {
  render: () => (
    <div style={{ maxWidth: 380, padding: 24 }}>
      <BlogCard post={post} />
    </div>
  ),
}

export const CardFinnishPhone: Story = {
  ...pinned({ language: 'fi', viewport: 'phone' }),
  render: () => (
    <div style={{ padding: 16 }}>
      <BlogCard post={post} layout="featured" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent('10. huhtikuuta 2025')
    await expect(canvasElement).toHaveTextContent('Lukuaika 5 min')
  },
}

/** Two posts: the newest across the width, the other in the grid (with a second, made-up entry). */
export const ListOfTwo: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => <BlogList posts={[post, { ...post, id: 'second-post' }]} />,
  play: async ({ canvasElement, globals }) => {
    const language = languageOf(globals)
    const links = within(canvasElement).getAllByRole('link')
    await expect(links.map((link) => link.getAttribute('href'))).toEqual([`/${language}/blog/${post.id}`, `/${language}/blog/second-post`])
  },
}

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

export const PostOpening: Story = {
  ...pinned({ viewport: 'desktop' }),
  render: () => <BlogPostHeader post={post} />,
  play: async ({ canvasElement, globals }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(i18n._(post.title))
    await expect(canvas.getByRole('link', { name: t({ message: 'All posts' }) })).toHaveAttribute('href', `/${languageOf(globals)}/blog`)
    await expect(canvasElement.querySelector('img')).toHaveAttribute('loading', 'eager')
  },
}

export const PostOpeningRussianPhone: Story = { ...pinned({ language: 'ru', viewport: 'phone' }), render: () => <BlogPostHeader post={post} /> }

export const Article: Story = {
  render: () => <BlogArticle body={post.body} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(headings(post.body))
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(post.body.length - headings(post.body))
  },
}

export const ArticleFinnishPhone: Story = { ...pinned({ language: 'fi', viewport: 'phone' }), render: () => <BlogArticle body={post.body} /> }

export const ArticleRussian: Story = { ...pinned({ language: 'ru' }), render: () => <BlogArticle body={post.body} /> }
