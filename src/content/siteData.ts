import type { MessageDescriptor } from '@lingui/core'
import * as about from './about'
import { blogPosts } from './blog'
import { dishBadgeLabels } from './menu/dishBadgeLabels'
import { allSections, itemPrices } from './menu/menu'
import { signatureDishes } from './home'
import { navigationPages, pageMeta, pagePath, pageRoutes, type PageName } from './pages'
import { reviews } from './reviews'
import { busStop, carParks, streetParking } from './visit'

// The content the checks and the test runners compare pages with, as plain data: Playwright and
// Node cannot load the content modules (Lingui's macros), so they read this from the built server
// renderer (src/entry-server.tsx). Each message is its English source text, which is what the
// catalogs (locales/*.po) key it by.

/** A message's English source text. */
function english(descriptor: MessageDescriptor): string {
  if (descriptor.message === undefined) throw new Error(`The message ${descriptor.id} was built without its text (vite.config.ts keeps it in the server renderer)`)
  return descriptor.message
}

/** A message whose text has placeholders, with the values the page fills them with. */
const withValues = (descriptor: MessageDescriptor) => ({ text: english(descriptor), values: { ...descriptor.values } })

const quote = ({ heading, text, attribution }: about.AboutQuote) => ({ heading: english(heading), text: english(text), attribution: english(attribution) })

export const siteData = {
  /** Every page of a language by name, with its path after the language and its search result title. */
  pages: (Object.keys(pageRoutes) as PageName[]).map((page) => ({
    page,
    path: pagePath(page),
    title: english(pageMeta[page].title),
    inNavigation: (navigationPages as readonly PageName[]).includes(page),
  })),
  /** Every section and subsection of the menu in reading order; prices in euro cents; allergens null while not given. */
  menu: allSections().map((section) => ({
    id: section.id,
    title: english(section.title),
    items: section.items.map((item) => ({ id: item.id, name: english(item.name), prices: itemPrices(item), vegan: Boolean(item.vegan), vegetarian: Boolean(item.vegetarian), glutenFree: Boolean(item.glutenFree), allergens: item.allergens ?? null })),
  })),
  signatureDishes: signatureDishes.map(({ item }) => ({ id: item.id, badge: item.badge ? english(dishBadgeLabels[item.badge]) : null })),
  about: {
    chefExperienceYears: about.chefExperienceYears,
    subtitle: english(about.aboutSubtitle),
    storyQuote: quote(about.storyQuote),
    philosophyQuote: quote(about.philosophyQuote),
    featuresHeading: english(about.featuresHeading),
    features: about.aboutFeatures.map((feature) => ({ id: feature.id, title: english(feature.title), text: english(feature.text) })),
    teamHeading: english(about.teamHeading),
    team: about.team.map((member) => ({ id: member.id, role: english(member.role), ...withValues(member.text) })),
  },
  blogPosts: blogPosts.map((post) => ({
    id: post.id,
    date: post.date,
    readMinutes: post.readMinutes,
    category: english(post.category),
    title: english(post.title),
    excerpt: english(post.excerpt),
    description: english(post.description),
    body: post.body.map((block) => ({ kind: block.kind, text: english(block.text) })),
  })),
  reviews: reviews.map((review) => ({ ...review, text: english(review.text) })),
  carParks: carParks.map((carPark) => ({ ...carPark, name: english(carPark.name) })),
  busStop,
  streetParking,
}

export type SiteData = typeof siteData
