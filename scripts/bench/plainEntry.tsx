// The plain page's one script (./plainPage.ts): the client entry of TanStack Router's SSR examples,
// with the whole catalog of the page's language and the recovery after a deploy. It hydrates at once.
import { startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { createAppRouter } from '../../src/router'
import { activateLanguage } from '../../src/i18n/catalogs'
import { defaultLanguage, isLanguage } from '../../src/i18n/languages'
import { registerReloadOnChunkError } from '../../src/startup/reloadOnChunkError'

registerReloadOnChunkError(import.meta.url)
const language = document.documentElement.lang
await activateLanguage(isLanguage(language) ? language : defaultLanguage)
const router = createAppRouter()
startTransition(() => {
  hydrateRoot(document, <RouterClient router={router} />)
})
