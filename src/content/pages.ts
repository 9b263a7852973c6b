import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { blogPosts } from './blog'
import { offlinePath } from '../siteConstants.ts'

/** Every page of a language, keyed by name, with the route it lives at. */
export const pageRoutes = {
  home: '/$lang/',
  menu: '/$lang/menu',
  about: '/$lang/about',
  blog: '/$lang/blog',
  visit: '/$lang/visit',
  privacy: '/$lang/privacy',
  terms: '/$lang/terms',
} as const

export type PageName = keyof typeof pageRoutes

/** A page's path after the language prefix: "/" for home, "/menu", … */
export const pagePath = (page: PageName): string => pageRoutes[page].slice('/$lang'.length) || '/'

/** The route of a blog post, whose pages come from the posts themselves. */
export const blogPostRoute = '/$lang/blog/$id'

/**
 * The route of the offline page (docs/offline.md): the offline worker's answer for a page it has not
 * stored. Not a page of `pageRoutes`: never in the sitemap or `localizedPaths`, and marked noindex.
 */
export const offlineRoute = `/$lang${offlinePath}` as const

/**
 * Paths after the language prefix of every page a language has, posts included: what the prerender
 * renders, the sitemap lists and the tests visit. A route missing here fails the build.
 */
export const localizedPaths: readonly string[] = [
  ...(Object.keys(pageRoutes) as PageName[]).map(pagePath),
  ...blogPosts.map((post) => `/blog/${post.id}`),
]

/** The header's links, in the specification's order. */
export const navigationPages = ['home', 'menu', 'about', 'blog', 'visit'] as const satisfies readonly PageName[]

export const navigationLabels: Record<(typeof navigationPages)[number], MessageDescriptor> = {
  home: msg({ message: 'Home', comment: 'Main navigation link to the home page' }),
  menu: msg({ message: 'Menu', comment: 'Main navigation link to the food and drinks menu; also the small line above the menu page’s heading, naming the page' }),
  about: msg({ message: 'About us', comment: 'Main navigation link to the story and team page' }),
  blog: msg({ message: 'Blog', comment: 'Main navigation link to the blog' }),
  visit: msg({ message: 'Visit', comment: 'Main navigation link to address, map, parking and reviews' }),
}

/** Names of the pages outside the main navigation, as the footer and breadcrumbs say them. */
export const legalPageLabels: Record<'privacy' | 'terms', MessageDescriptor> = {
  privacy: msg({ message: 'Privacy', comment: 'Name of the privacy page, in the footer and in search results' }),
  terms: msg({ message: 'Terms of use', comment: 'Name of the terms of use page, in the footer and in search results' }),
}

/** A page's name as links and breadcrumbs say it. */
export const pageLabels: Record<PageName, MessageDescriptor> = { ...navigationLabels, ...legalPageLabels }

export interface PageMeta {
  title: MessageDescriptor
  description: MessageDescriptor
  keywords: MessageDescriptor
}

/** Search-engine information per page (specification, section 3). */
export const pageMeta: Record<PageName, PageMeta> = {
  home: {
    title: msg({ message: 'Amigo — Mexican restaurant and bar in Riga', comment: 'Browser tab and search result title of the home page' }),
    description: msg({
      message:
        'Authentic Mexican food by a chef from Mexico City, cocktails, live Latin music and karaoke in the centre of Riga. Vegan and gluten-free options.',
      comment: 'Search result description of the home page, under 160 characters. Terms: chef, cocktails, Mexico City — see the glossary in docs/translating.md.',
    }),
    keywords: msg({ message: 'Mexican restaurant Riga, tacos Riga, burritos, margarita, Latin music, karaoke, bar Riga centre', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page. Terms: tacos, burritos, margarita — see the glossary in docs/translating.md.' }),
  },
  menu: {
    title: msg({ message: 'Menu and prices — Amigo, Mexican restaurant in Riga', comment: 'Browser tab and search result title of the menu page' }),
    description: msg({
      message: 'Tacos, burritos, quesadillas, cocktails and Mexican drinks with prices. Vegan dishes marked.',
      comment: 'Search result description of the menu page, under 160 characters. Terms: tacos, burritos, quesadillas, cocktails — see the glossary in docs/translating.md.',
    }),
    keywords: msg({ message: 'Amigo menu, tacos price Riga, burritos, quesadillas, margarita, mezcal, vegan tacos', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page. Terms: tacos, burritos, quesadillas, margarita, mezcal — see the glossary in docs/translating.md.' }),
  },
  about: {
    title: msg({ message: 'Our story and team — Amigo Riga', comment: 'Browser tab and search result title of the about page' }),
    description: msg({
      message: 'A chef from Mexico City, a family of friends and a love of Mexican food: meet the people behind Amigo in Riga.',
      comment: 'Search result description of the about page, under 160 characters. Terms: chef, Mexico City — see the glossary in docs/translating.md.',
    }),
    keywords: msg({ message: 'Amigo Riga, Mexican chef Riga, Mexican restaurant story, team', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page. Terms: chef — see the glossary in docs/translating.md.' }),
  },
  blog: {
    title: msg({ message: 'Blog — Amigo Riga', comment: 'Browser tab and search result title of the blog list' }),
    description: msg({ message: 'News and stories from Amigo, the Mexican restaurant and bar in the centre of Riga.', comment: 'Search result description of the blog list, under 160 characters' }),
    keywords: msg({ message: 'Amigo blog, Mexican food news Riga, events Riga', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page' }),
  },
  visit: {
    title: msg({ message: 'Visit us: address, hours and map — Amigo Riga', comment: 'Browser tab and search result title of the visit page. Terms: form of address — see the glossary in docs/translating.md.' }),
    description: msg({
      message: 'Find Amigo in the centre of Riga: opening hours, map, parking, public transport and guest reviews. Call to book a table.',
      comment: 'Search result description of the visit page, under 160 characters. Terms: guests, reservation, reviews — see the glossary in docs/translating.md.',
    }),
    keywords: msg({ message: 'Amigo address, Mexican restaurant Riga centre, opening hours, parking, reviews', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page. Terms: reviews — see the glossary in docs/translating.md.' }),
  },
  privacy: {
    title: msg({ message: 'Privacy — Amigo Riga', comment: 'Browser tab title of the privacy page' }),
    description: msg({ message: 'What this website stores in your browser and which third party it contacts.', comment: 'Search result description of the privacy page. Terms: form of address — see the glossary in docs/translating.md.' }),
    keywords: msg({ message: 'Amigo privacy, data protection', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page' }),
  },
  terms: {
    title: msg({ message: 'Terms of use — Amigo Riga', comment: 'Browser tab title of the terms of use page' }),
    description: msg({ message: 'The terms under which the Amigo website and its information are offered.', comment: 'Search result description of the terms page' }),
    keywords: msg({ message: 'Amigo terms of use', comment: 'Search-engine keywords, comma-separated: the words people in your language type to find this page' }),
  },
}

/** Headings of the pages whose bodies come in later issues. */
export const pageHeadings: Record<'home' | 'menu' | 'about' | 'blog' | 'visit', MessageDescriptor> = {
  home: msg({ message: 'Authentic Mexican cuisine in the heart of Riga', comment: 'Main heading of the home page' }),
  menu: msg({ message: 'Mi casa es tu casa', comment: 'Main heading of the menu page; Spanish for "my home is your home". Keep it in Spanish in every language. Terms: form of address — see the glossary in docs/translating.md.' }),
  about: msg({ message: 'Our story', comment: 'Main heading of the about page' }),
  blog: msg({ message: 'Blog', comment: 'Main heading of the blog list' }),
  visit: msg({ message: 'Visit us', comment: 'Main heading of the visit page. Terms: form of address — see the glossary in docs/translating.md.' }),
}
