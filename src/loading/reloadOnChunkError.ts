/**
 * Recovery from a deploy that replaced the files under an open page: its lazily loaded modules (a
 * route, the menu's picture dialog, the QR library, a deferred control) are gone from the server, so
 * loading one fails. The page then reloads once to pick up the new build. It never loops: the
 * attempt is remembered in sessionStorage with its time, and while that is recent the page stays as
 * it is (showing what failed, src/components/pages/RouteError). Without usable storage there is no
 * memory of an attempt, so there is no reload either.
 */

const storageKey = 'amigo-chunk-reload'

/** How long an attempt counts: a reload that did not help is not repeated within this time. */
export const reloadMemoryMs = 10 * 60_000

/**
 * Whether an error means a module or its stylesheet could not be loaded (the wording of Chromium,
 * Firefox and Safari, and Vite's for a stylesheet).
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message)
}

/**
 * TanStack Router's code-split route components reload the page themselves, once per missing
 * module per session, under this key and the error's message
 * (node_modules/@tanstack/react-router/dist/esm/lazyRouteComponent.js). When our reload comes first
 * (a route preloaded on hover fails before it renders), the router would not know and reload a
 * second time on the next page; marking the module as tried keeps it to the one reload.
 */
const routerReloadKey = (error: unknown) => (error instanceof Error ? `tanstack_router_reload:${error.message}` : undefined)

/**
 * Reloads the page unless an attempt was made within `reloadMemoryMs` or storage is unusable.
 * Returns whether it reloads.
 */
export function reloadOnce(error?: unknown, reload: () => void = () => window.location.reload(), now: number = Date.now()): boolean {
  try {
    const last = Number(window.sessionStorage.getItem(storageKey))
    if (last > 0 && last <= now && now - last < reloadMemoryMs) return false
    window.sessionStorage.setItem(storageKey, String(now))
    const routerKey = routerReloadKey(error)
    if (routerKey) window.sessionStorage.setItem(routerKey, '1')
  } catch {
    return false
  }
  reload()
  return true
}

function onPreloadError(event: Event) {
  const { payload } = event as Event & { payload?: unknown }
  if (isChunkLoadError(payload)) reloadOnce(payload)
}

function onRejection(event: PromiseRejectionEvent) {
  if (isChunkLoadError(event.reason)) reloadOnce(event.reason)
}

/**
 * Listens for failed module loads for the page's lifetime: Vite's `vite:preloadError` (every
 * dynamic import of the build goes through its preload helper) and promise rejections nobody
 * handled. The error still reaches whoever awaited the module, so the page shows its own fallback
 * if no reload happens. Call it first thing in the client entry.
 */
export function registerReloadOnChunkError(target: Window = window): () => void {
  target.addEventListener('vite:preloadError', onPreloadError)
  target.addEventListener('unhandledrejection', onRejection)
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError)
    target.removeEventListener('unhandledrejection', onRejection)
  }
}
