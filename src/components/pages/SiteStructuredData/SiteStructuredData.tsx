import { useMatches } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { findBlogPost } from '../../../content/blog'
import { pageLabels, pagePath, pageRoutes, type PageName } from '../../../content/pages'
import { localizedUrl } from '../../../seo/pageHead'
import { breadcrumbData, type Crumb } from '../../../seo/breadcrumbData'
import { restaurantData } from '../../../seo/restaurantData'
import { eventsData } from '../../../seo/eventsData'
import { rigaToday } from '../../../hours/calendar'
import { useLanguage } from '../../../i18n/useLanguage'
import { StructuredData } from '../StructuredData/StructuredData'

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)
const pageOfRoute = new Map((Object.keys(pageRoutes) as PageName[]).map((page) => [withoutSlash(pageRoutes[page]), page]))

/**
 * The schema.org data every page carries: the restaurant, and below home the breadcrumbs in the
 * page's language (a post adds its own: BlogPostStructuredData); the visit page adds the coming evenings.
 */
export function SiteStructuredData() {
  const { i18n } = useLingui()
  const language = useLanguage()
  const leaf = useMatches({ select: (matches) => matches.at(-1) })
  const page = leaf && pageOfRoute.get(withoutSlash(leaf.routeId))
  const post = leaf?.routeId === '/$lang/blog/$id' ? findBlogPost((leaf.params as { id: string }).id) : undefined

  const crumb = (name: PageName): Crumb => ({ name: i18n._(pageLabels[name]), url: localizedUrl(language, pagePath(name)) })
  const crumbs: Crumb[] = post
    ? [crumb('home'), crumb('blog'), { name: i18n._(post.title), url: localizedUrl(language, `/blog/${post.id}`) }]
    : page && page !== 'home'
      ? [crumb('home'), crumb(page)]
      : []
  // The coming evenings, on the page that lists them all.
  const events = page === 'visit' ? eventsData(i18n, language, rigaToday()) : undefined
  return (
    <>
      <StructuredData data={restaurantData(language)} />
      {events && <StructuredData data={events} />}
      {crumbs.length > 0 && <StructuredData data={breadcrumbData(crumbs)} />}
    </>
  )
}
