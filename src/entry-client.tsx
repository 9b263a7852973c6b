// The client entry: hydrates the prerendered page. In production the start-up script imports it
// once the first screen is drawn (src/startup/start.ts); the development server loads it at once.
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { activatePageLanguage } from './i18n/catalogs'
import { defaultLanguage, isLanguage } from './i18n/languages'
import { reportMissingMessages } from './i18n/reportMissingMessages'

reportMissingMessages()

// Hydrate in the language the page was rendered in, with the messages of the routes it shows
// (hydration runs no beforeLoad), so the first client render matches the HTML.
const router = createAppRouter()
const renderedLanguage = document.documentElement.lang
const [matchedRoutes] = router.getMatchedRoutes(window.location.pathname)
await activatePageLanguage(
  isLanguage(renderedLanguage) ? renderedLanguage : defaultLanguage,
  matchedRoutes.map((route) => route.id),
)

// As a transition, React hydrates in slices and gives the main thread back between them, so a tap
// or a scroll during hydration is answered at once instead of after one long task.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
