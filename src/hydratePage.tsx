import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from './router'
import { activateLanguage } from './i18n/catalogs'
import { defaultLanguage, isLanguage } from './i18n/languages'

// Hydrate in the language the page was rendered in, so the first client render matches the HTML.
const renderedLanguage = document.documentElement.lang
await activateLanguage(isLanguage(renderedLanguage) ? renderedLanguage : defaultLanguage)

hydrateRoot(document, <RouterClient router={createAppRouter()} />)
