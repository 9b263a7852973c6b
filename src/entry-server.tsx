import { renderToString } from 'react-dom/server'
import { i18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { RouterServer, createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server'
import { createAppRouter } from './router'
import { activateLanguage } from './i18n/catalogs'
import { defaultLanguage, isLanguage, languages, type Language } from './i18n/languages'
import { MenuBoard } from './components/menu/MenuBoard/MenuBoard'
import { columnsOf, menuOf } from './content/menu/menu'
import type { MenuFile } from './content/schema/menu'
import { blogPostRoute, localizedPaths, offlineRoute, pagePath, pageRoutes, type PageName } from './content/pages'

export interface RenderedPage {
  status: number
  html: string
  /** Where a redirect points, when status is 3xx. */
  location: string | null
  /** The route that rendered it, as the route table names it ("/$lang/menu", "/$lang/blog/$id"). */
  route: string
}

/** Renders one URL of the site to a complete HTML document (used by the prerender and dev server). */
export async function renderPage(url: string): Promise<RenderedPage> {
  // A path renders in the language it starts with; pages outside a language in the default one.
  const pathLanguage = new URL(url).pathname.split('/')[1]
  await activateLanguage(isLanguage(pathLanguage) ? pathLanguage : defaultLanguage)
  const handler = createRequestHandler({ request: new Request(url), createRouter: createAppRouter })
  // A document and nothing more: not `renderRouterToString`, which adds the router's state for a
  // browser to hydrate from, and no browser does (docs/architecture.md, "Islands").
  let route = ''
  const response = await handler(({ responseHeaders, router }) => {
    route = router.state.matches.at(-1)?.routeId ?? ''
    try {
      return new Response(`<!DOCTYPE html>${renderToString(<RouterServer router={router} />)}`, { status: getSsrStatus(router), headers: responseHeaders })
    } finally {
      router.serverSsr?.cleanup()
    }
  })
  return { status: response.status, html: await response.text(), location: response.headers.get('location'), route }
}

/**
 * The menu page's board (filter, index, columns, legend) for another menu file than the owner's, as
 * the page renders it: tests put it in place of the built page's to try states the owner's data has
 * not reached (allergens given). Its islands' ids start with `idPrefix`, apart from the page's.
 */
export async function renderMenuBoard(language: Language, file: MenuFile, idPrefix: string): Promise<string> {
  await activateLanguage(language)
  return renderToString(
    <I18nProvider i18n={i18n}>
      <MenuBoard columns={columnsOf(menuOf(file))} />
    </I18nProvider>,
    { identifierPrefix: idPrefix },
  )
}

const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path)

/**
 * Routes of the app that no page of `localizedPaths` renders: the prerender refuses to build while
 * there are any, so that a new route cannot be left out of dist/. Blog posts are rendered by their
 * ids, and the offline page is written apart from the pages (it is in no sitemap).
 */
export function routesWithoutPages(): string[] {
  const templates = new Set([...(Object.keys(pageRoutes) as PageName[]).map(pagePath), ...[blogPostRoute, offlineRoute].map((route) => route.slice('/$lang'.length))])
  return Object.keys(createAppRouter().routesByPath)
    .map(withoutSlash)
    .filter((path) => path !== '/$lang' && !templates.has(withoutSlash(path.replace(/^\/\$lang/, '')) || '/'))
}

export { languages, localizedPaths }
export { blogPostRoute, offlineRoute, pageRoutes } from './content/pages'
export { shareCardTexts } from './seo/shareCardTexts'
export { restaurantName } from './content/business'
export { siteFileTexts } from './seo/siteFileTexts'
export { siteIcons } from './seo/siteIcons'

// What the checks and the test runners compare pages with (tests/serverEntry.ts): the content as
// plain data, each language's compiled catalog, and the functions that write the site's texts.
export { siteData, type SiteData } from './content/siteData'
export { wholeCatalog } from './i18n/catalogs'
export { formatDayRange } from './hours/formatHours'
export { asEntryStart, weekdayShortNames } from './hours/weekdayNames'
export { eventKindNames, eventWords } from './hours/whatsOnTexts'
export { addressLines, formatHeight, formatList, formatListParts, formatParkingHours, formatWalkMinutes } from './components/visit/visitFormats'
export { composeRequest } from './reservations/composeRequest'
export { liveLineFacts } from './hours/contentSchedule'
export { liveLineAt, rigaWallMinute } from './hours/liveLine'
export { liveLineTimeline } from './hours/liveLineTimeline'
export { liveLineWords } from './hours/liveLineWords'
export { eveningCalendarFiles } from './seo/eveningCalendarFiles'
export { exceptionsMarkup } from './components/hours/exceptionsMarkup'
export { tonightMarkup } from './components/hours/tonightMarkup'
