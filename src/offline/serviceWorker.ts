// The offline menu's worker (docs/offline.md). The build writes one copy per language, into
// `/{lang}/service-worker.js`, each with the list of what that language stores (Serwist's
// `injectManifest`, scripts/site/offlineWorker.ts): the language's menu, visit and offline pages,
// and the scripts, fonts and pictures those pages use. Its scope is the language's folder, so it
// answers only that language's pages.
//
// Pages come from the network, so an online visitor always gets the page as deployed now; from
// storage only when the network fails or is too slow, and then the page says when it was stored.
// Files under /assets/ have their content's hash in their names: from storage first.
import { NavigationRoute, NetworkOnly, Route, Serwist, type PrecacheEntry, type RouteHandlerCallbackOptions } from 'serwist'
import { compactStorage, unpacked } from './compactStorage'
import { offlinePath } from '../siteConstants.ts'
import { storedOnRequest } from './offlineStorage'

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[]; __PICTURE_STAND_INS: Record<string, string> }

/** How long a page waits for the network before the stored copy is shown. */
const networkTimeoutSeconds = 3

/**
 * The stored copy of a page, under the address of its file (`/lv/menu/index.html`), so that the
 * precache's own route (storage first, which would show an old price) never answers a page's address.
 */
const pageFile = (pathname: string) => `${pathname.replace(/\/?$/, '/')}index.html`

/** When each page on screen that was answered from storage had been stored, by the page's client id. */
const storedOn = new Map<string, string>()

const serwist = new Serwist({
  // What the build wrote in for this language (Serwist's injection point).
  // oxlint-disable-next-line no-underscore-dangle
  precacheEntries: self.__SW_MANIFEST,
  precacheOptions: {
    cleanupOutdatedCaches: true,
    // Only exact addresses: `/lv/menu` must not find the stored `/lv/menu/index.html` (see pageFile).
    directoryIndex: null,
    cleanURLs: false,
    // Storing yields to what the visitor does meanwhile: a link's page goes first.
    concurrency: 2,
    fetchOptions: { priority: 'low' },
    // Stored compressed, and read back through it (./compactStorage.ts).
    plugins: [compactStorage],
  },
  // A new deploy's worker takes over at once, its pages stored. It cannot mix deploys: every module's
  // name has its content's hash, and a page whose modules a deploy removed reloads once
  // (src/startup/reloadOnChunkError.ts).
  skipWaiting: true,
  clientsClaim: true,
  disableDevLogs: true,
})

const fromNetwork = new NetworkOnly({ networkTimeoutSeconds })

/** A stored page, decompressed (the precache's own reads go through its plugins; this one does not). */
async function storedPage(pathname: string): Promise<Response | undefined> {
  const stored = await serwist.matchPrecache(pageFile(pathname))
  return stored && unpacked(stored)
}

/** A page of the language: from the network, else as stored, else the offline page. */
async function answerPage({ request, url, event }: RouteHandlerCallbackOptions): Promise<Response> {
  const page = await fromNetwork.handle({ request, event }).catch(() => undefined)
  if (page) return page
  const stored = await storedPage(url.pathname)
  if (stored) {
    const { resultingClientId } = event as FetchEvent
    // The date the server sent it with, which every server sends (RFC 9110).
    if (resultingClientId) storedOn.set(resultingClientId, new Date(stored.headers.get('Date') ?? Date.now()).toISOString())
    return stored
  }
  return (await storedPage(new URL(offlinePath.slice(1), self.registration.scope).pathname)) ?? Response.error()
}

serwist.registerRoute(new NavigationRoute(answerPage))

// A photograph is stored in one size (its stand-in, chosen by the build); offline, its other sizes
// and formats are answered with it, so a stored page shows its pictures on any screen.
// oxlint-disable-next-line no-underscore-dangle
const standIns = self.__PICTURE_STAND_INS
serwist.registerRoute(
  new Route(
    ({ url }) => url.origin === self.location.origin && Object.hasOwn(standIns, url.pathname),
    async ({ request, url }) => {
      const online = await fetch(request).catch(() => undefined)
      if (online) return online
      const stored = await serwist.matchPrecache(standIns[url.pathname]!)
      return stored ? unpacked(stored) : Response.error()
    },
  ),
)

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type !== storedOnRequest) return
  const client = event.source as Client | null
  event.ports[0]?.postMessage({ storedOn: (client && storedOn.get(client.id)) ?? null })
})

serwist.addEventListeners()
