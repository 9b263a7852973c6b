// Hydrates the prerendered page, as TanStack Router's SSR examples do, once its routes' messages and
// code are on hand (../entry-client.tsx calls it after the first paint).
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from '../router'
import { activatePageLanguage } from '../i18n/catalogs'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import { reportMissingMessages } from '../i18n/reportMissingMessages'

export async function hydrate(): Promise<void> {
  reportMissingMessages()
  const router = createAppRouter()
  const language = document.documentElement.lang
  const [routes] = router.getMatchedRoutes(window.location.pathname)
  // In the language the page was rendered in, with the messages of the routes it shows (hydration
  // runs no beforeLoad), so the first client render matches the HTML. The routes' code is loaded
  // before the router renders: TanStack Router reloads the page when a route's code fails to
  // arrive, which would undo a visitor's leaving the page mid-start.
  await Promise.all([
    activatePageLanguage(isLanguage(language) ? language : defaultLanguage, routes.map((route) => route.id)),
    ...routes.map((route) => router.loadRouteChunk(route)),
  ])
  // As a transition, React hydrates in slices and gives the main thread back between them, so a tap
  // or a scroll during hydration is answered at once instead of after one long task.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={router} />)
  })
}
