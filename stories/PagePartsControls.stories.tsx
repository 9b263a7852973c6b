import { languageOf } from './languageOf'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { i18n } from '@lingui/core'
import { expect, within } from 'storybook/test'
import { BlogCard } from '../src/components/blog/BlogCard/BlogCard'
import { SignatureDishCard } from '../src/components/home/SignatureDishCard/SignatureDishCard'
import { TeamCard } from '../src/components/about/TeamCard/TeamCard'
import { OpeningStatusBadge } from '../src/components/hours/OpeningStatusBadge/OpeningStatusBadge'
import { ReviewCard } from '../src/components/visit/ReviewCard/ReviewCard'
import { team } from '../src/content/about'
import { blogPosts } from '../src/content/blog'
import { signatureDishes } from '../src/content/home'
import { dishBadges } from '../src/content/menu/menuTypes'
import { reviews } from '../src/content/reviews'
import { tokens } from '../src/design/tokens'
import { momentWhen, statusKinds, type StatusKind } from '../tests/openingMoments'
import { contentSchedule } from '../src/hours/contentSchedule'

/**
 * The cards of the home, about, blog and visit pages with controls, for designers: pick the content,
 * flip the states, change the width. The stories of each page (Home/Sections, About/Parts, Blog/Parts,
 * Visit/Page parts) show them in place.
 */
const meta = { title: 'Page parts/Cards with controls', tags: ['autodocs'] } satisfies Meta

export default meta

const at = (width: number, children: React.ReactNode, background?: string) => <div style={{ padding: 24, maxWidth: width, background }}>{children}</div>

interface SignatureDishArgs {
  dish: (typeof signatureDishes)[number]['item']['id']
  badge: 'as on the menu' | 'none' | (typeof dishBadges)[number]
  soldOut: boolean
  width: number
}

/** A signature dish of the home page: the menu's own item (name, description, badge, price, sold out). */
export const SignatureDish: StoryObj<SignatureDishArgs> = {
  args: { dish: 'taco-amigo', badge: 'as on the menu', soldOut: false, width: 380 },
  argTypes: {
    dish: { control: 'inline-radio', options: signatureDishes.map((dish) => dish.item.id) },
    badge: { control: 'inline-radio', options: ['as on the menu', 'none', ...dishBadges] },
    soldOut: { control: 'boolean' },
    width: { control: { type: 'range', min: 260, max: 520, step: 10 } },
  },
  render: ({ dish: id, badge, soldOut, width }) => {
    const dish = signatureDishes.find((candidate) => candidate.item.id === id) ?? signatureDishes[0]!
    const item = { ...dish.item, soldOut: soldOut || dish.item.soldOut, badge: badge === 'as on the menu' ? dish.item.badge : badge === 'none' ? undefined : badge }
    return at(width, <SignatureDishCard dish={{ ...dish, item }} />)
  },
  play: async ({ canvasElement, args }) => {
    const dish = signatureDishes.find((candidate) => candidate.item.id === args.dish)!
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(dish.item.name))
  },
}

interface TeamArgs {
  member: string
  width: number
}

/** A member of the team on the about page: a role and a line, never a personal name. */
export const TeamMember: StoryObj<TeamArgs> = {
  args: { member: team[0]?.id ?? 'chef', width: 360 },
  argTypes: {
    member: { control: 'inline-radio', options: team.map((member) => member.id) },
    width: { control: { type: 'range', min: 260, max: 520, step: 10 } },
  },
  render: ({ member, width }) => at(width, <TeamCard member={team.find((candidate) => candidate.id === member) ?? team[0]!} />),
  play: async ({ canvasElement, args }) => {
    const member = team.find((candidate) => candidate.id === args.member)!
    await expect(within(canvasElement).getByRole('heading', { level: 3 })).toHaveTextContent(i18n._(member.role))
  },
}

interface BlogCardArgs {
  post: string
  layout: 'regular' | 'featured'
  width: number
}

/** A post on the blog list; `featured` sets the newest one beside its picture on wide screens. */
export const BlogPostCard: StoryObj<BlogCardArgs> = {
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

interface ReviewArgs {
  review: string
  rating: number
  width: number
}

/** A guest's review on the visit page: stars, words, initial, name and date. */
export const GuestReview: StoryObj<ReviewArgs> = {
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

interface OpenNowArgs {
  /** The state to show, at a moment of the content's opening hours that puts the restaurant in it. */
  state: StatusKind
  size: 'regular' | 'compact'
}

/** Open now, closing soon, closed: the badge in a chosen state; `compact` as in the header, on the night blue. */
export const OpenNowBadge: StoryObj<OpenNowArgs> = {
  args: { state: 'open', size: 'regular' },
  argTypes: {
    state: { control: 'inline-radio', options: statusKinds },
    size: { control: 'inline-radio', options: ['regular', 'compact'] },
  },
  render: ({ state, size }) => at(420, <OpeningStatusBadge now={momentWhen(state)} schedule={contentSchedule} size={size} />, size === 'compact' ? tokens.color.night : undefined),
  play: async ({ canvasElement, args }) => {
    const tone = args.state === 'open' || args.state === 'closingSoon' ? args.state : 'closed'
    await expect(canvasElement.querySelector('[data-opening-status]')).toHaveAttribute('data-opening-status', tone)
  },
}
