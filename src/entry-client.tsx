// The page's one script, an async module at the end of <body>. The page is prerendered and works
// before its scripts (links, native disclosures and popovers), so none of the application runs
// before the page is painted: this waits for the first paint, then imports the code that hydrates
// (docs/architecture.md, "Loading"). No module of the application may await at its top level: the
// routes' code it loads imports the application, which would wait for itself.
import { recoverFromFailedModule, registerReloadOnChunkError } from './startup/reloadOnChunkError'

registerReloadOnChunkError(import.meta.url)

/**
 * Resolves once the browser has painted the page's first text or picture; after the next frame where
 * it cannot tell, and after 2.5 s at most (a hidden tab paints nothing, and must not stay inert).
 */
const firstPaint = new Promise<void>((resolve) => {
  setTimeout(resolve, 2500)
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(() => setTimeout(resolve))
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    resolve()
  }).observe({ type: 'paint', buffered: true })
})

try {
  await firstPaint
  const { hydrate } = await import('./startup/hydrate')
  await hydrate()
} catch (error) {
  // The prerendered page keeps working. A module a deploy removed reloads it once (./startup/reloadOnChunkError);
  // a visitor who left mid-start needs no message (Firefox cuts the page's imports short the moment
  // they leave, with errors that name no module, so the server is asked whatever failed); anything
  // else is said once.
  if ((await recoverFromFailedModule(error)) === 'failed') console.error('Amigo: the page could not start its scripts and works without them.', error)
}
