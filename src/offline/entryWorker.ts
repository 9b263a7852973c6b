// The worker of the unprefixed entry pages (docs/offline.md): `/menu`, which the table's QR code
// opens, `/visit`, `/`. Its scope is the whole site, but each language's own worker has the
// narrower scope of its pages, so this one sees only the entry pages. Online it passes them on.
// Offline, an entry page cannot load to choose the language (src/entry-choose-language.ts), so
// this sends the visitor to the same page of a language stored on the device, where that
// language's worker answers.
import { isLanguage, languages } from '../i18n/languages'
import { offlinePath } from '../siteConstants.ts'

declare const self: ServiceWorkerGlobalScope

/** The first language with a stored offline page (every language's worker stores one), in the site's order. */
async function storedLanguage(): Promise<string | undefined> {
  for (const language of languages) {
    if (await caches.match(`/${language}${offlinePath}/index.html`, { ignoreSearch: true })) return language
  }
  return undefined
}

async function answerEntryPage(request: Request): Promise<Response> {
  try {
    return await fetch(request)
  } catch (offline) {
    const language = await storedLanguage()
    if (!language) throw offline
    const { pathname, search, hash } = new URL(request.url)
    return Response.redirect(new URL(`/${language}${pathname}${search}${hash}`, self.location.origin).href, 302)
  }
}

self.addEventListener('install', () => void self.skipWaiting())
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()))
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url)
  if (event.request.mode !== 'navigate' || url.origin !== self.location.origin || isLanguage(url.pathname.split('/')[1])) return
  event.respondWith(answerEntryPage(event.request))
})
