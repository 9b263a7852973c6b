import { lazy, Suspense, useEffect, useLayoutEffect, type ComponentType } from 'react'
import { partArrived, partAwaited } from '../startup/pageReady'
import { isChunkLoadError, recoverFromFailedModule } from '../startup/reloadOnChunkError'

/** Resolves when the browser is idle, so deferred code never competes with the first paint. */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 })
    else setTimeout(resolve, 200)
  })

const serverPreloads: (() => Promise<unknown>)[] = []

/** Server only: loads every deferred component created so far, so the page renders them in full. */
export function preloadDeferredComponents(): Promise<unknown> {
  return Promise.all(serverPreloads.map((preload) => preload()))
}

/**
 * A component whose code the browser loads at idle, after the page is interactive. The prerendered
 * HTML shows it in full; React hydrates that part once its chunk has arrived. A chunk that cannot
 * load leaves that part as it was prerendered, never the page broken.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let loadedOnServer: ComponentType<Props> | undefined
  serverPreloads.push(async () => {
    loadedOnServer = await load()
  })
  const Lazy = lazy(async () => {
    await whenIdle()
    try {
      return { default: await load() }
    } catch (error) {
      if (!isChunkLoadError(error)) throw error
      if ((await recoverFromFailedModule(error)) === 'failed') console.warn('A part of this page could not load; it stays as the page was sent.', error)
      // Never settles: React keeps the prerendered part as it is (links and forms that work without it).
      return new Promise<never>(() => {})
    }
  })

  function Deferred(props: Props) {
    const Component = typeof window === 'undefined' ? loadedOnServer : undefined
    useLayoutEffect(partAwaited, [])
    return (
      <Suspense fallback={null}>
        {Component ? (
          <Component {...props} />
        ) : (
          <>
            <Lazy {...props} />
            <Arrived />
          </>
        )}
      </Suspense>
    )
  }
  return Deferred
}

/** Renders nothing; commits with the deferred part beside it, once that part has hydrated. */
function Arrived() {
  useEffect(partArrived, [])
  return null
}
