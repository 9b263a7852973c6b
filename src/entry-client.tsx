import { hydrateRoot } from 'react-dom/client'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { activateLanguage } from './i18n/catalogs'
import { defaultLanguage, isLanguage } from './i18n/languages'

// Hydrate in the language the page was rendered in, so the first client render matches the HTML.
const renderedLanguage = document.documentElement.lang
await activateLanguage(isLanguage(renderedLanguage) ? renderedLanguage : defaultLanguage)

const router = createAppRouter()
if ('$_TSR' in window) {
  hydrateRoot(document, <RouterClient router={router} />)
} else {
  // The generic not-found page answers every unknown path outside a language, so it carries no
  // one path's router state: the app renders its body afresh here, in the visitor's language
  // (React reports rendering into the emptied body as a recoverable mismatch, expected here only).
  await router.load()
  document.body.replaceChildren()
  hydrateRoot(document, <RouterProvider router={router} />, { onRecoverableError: () => {} })
}
