/**
 * Recovery from a deploy that replaced the files under an open page: its lazily loaded modules (a
 * route, the menu's picture dialog, the QR library, a deferred control) are gone from the server, so
 * loading one fails. The page then reloads once to pick up the new build. It never loops: the
 * attempt is remembered in sessionStorage with its time, and while that is recent the page stays as
 * it is (showing what failed, src/components/pages/RouteError). Without usable storage there is no
 * memory of an attempt, so there is no reload either.
 *
 * A module load fails for other reasons too, and then a reload would do harm: when the visitor
 * taps a link or the back button while the page is still starting, Firefox aborts the page's
 * pending imports, and a reload then cancels the visitor's navigation. So the page first asks the
 * server whether the module is really gone (404 or 410) and reloads only then.
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
 * TanStack Router's code-split route components reload the page themselves when their module is
 * missing ("reload-on-module-missing", lazyRouteComponent), once per module per session, remembered
 * in sessionStorage under this key and the error's message. The router offers no option to turn
 * that off or to tell it a reload was made, so when ours comes first (a route preloaded on hover
 * fails before it renders) we write its key too: otherwise a reload that did not help is followed by
 * the router's own, a second one. And when the router's comes first, ours counts it as the attempt.
 * tests/production/recovery.spec.ts fails, naming this key, if a
 * new version of the router stops reading it (docs/decisions.md, 2026-11-25).
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
    const routerKey = routerReloadKey(error)
    // The router may have reloaded for this module first (ours waits for the server's answer).
    if (routerKey && window.sessionStorage.getItem(routerKey)) return false
    window.sessionStorage.setItem(storageKey, String(now))
    if (routerKey) window.sessionStorage.setItem(routerKey, '1')
  } catch {
    return false
  }
  reload()
  return true
}

/** The page's own script (its address changes with every build that changes any module), set by `registerReloadOnChunkError`. */
let pageScript: string | undefined

/**
 * The module an error is about: the address Chromium and Firefox put in their message (Vite's
 * stylesheet error has a path), else, as Safari names none, the page's own script.
 */
export function failedModuleOf(error: unknown, fallback: string | undefined = pageScript): string | undefined {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  return message.match(/(?:https?:\/\/[^\s'"]+|\/[^\s'"]*)\.(?:m?js|css)\b/)?.[0] ?? fallback
}

/**
 * What the server says of the module: `gone` (404 or 410), `there`, or `unreachable` when the
 * request itself fails: the visitor is leaving the page (the browser cancels its requests) or is
 * offline.
 */
export async function askServerFor(address: string, request: typeof fetch = fetch): Promise<'gone' | 'there' | 'unreachable'> {
  try {
    const { status } = await request(address, { method: 'HEAD', cache: 'no-store' })
    return status === 404 || status === 410 ? 'gone' : 'there'
  } catch {
    return 'unreachable'
  }
}

/** Set once the page is being left (`pagehide`), cleared if the browser brings it back from its cache. */
let leaving = false

/**
 * What a module that failed to load means for the page, and what it does about it:
 * - `reloading`: a deploy removed it, and the page reloads once (see `reloadOnce`);
 * - `left`: the visitor is leaving, or offline, so the load was cut off: nothing to say or do;
 * - `failed`: the module is on the server but did not arrive: the page goes on without it.
 */
export async function recoverFromFailedModule(error: unknown, reload?: () => void): Promise<'reloading' | 'left' | 'failed'> {
  const address = failedModuleOf(error)
  const answer = address ? await askServerFor(address) : 'there'
  if (answer === 'gone' && reloadOnce(error, reload)) return 'reloading'
  if (answer === 'unreachable' || leaving) return 'left'
  // WebKit cuts a page's imports short before it says the page is being left: give it a moment.
  await new Promise((resolve) => setTimeout(resolve, leaveNoticeMs))
  return leaving ? 'left' : 'failed'
}

/** How long after a failed import a `pagehide` still means the visitor was leaving. */
export const leaveNoticeMs = 1000

/**
 * Listens for failed module loads for the page's lifetime: Vite's `vite:preloadError` (every
 * dynamic import of the build goes through its preload helper) and promise rejections nobody
 * handled. The error still reaches whoever awaited the module, so the page shows its own fallback
 * if no reload happens. Call it first thing in the page's script, with that script's address.
 */
export function registerReloadOnChunkError(script: string): void {
  pageScript = script
  addEventListener('vite:preloadError', (event) => {
    const { payload } = event as Event & { payload?: unknown }
    if (isChunkLoadError(payload)) void recoverFromFailedModule(payload)
  })
  addEventListener('unhandledrejection', ({ reason }) => {
    if (isChunkLoadError(reason)) void recoverFromFailedModule(reason)
  })
  addEventListener('pagehide', () => (leaving = true))
  addEventListener('pageshow', () => (leaving = false))
}
