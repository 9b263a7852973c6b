import type XYZ from 'ol/source/XYZ'
import { tileFailure } from './visitMapTypes'

/**
 * Reports when tiles start failing (several errors since the last tile that loaded) and when they
 * load again; asks for them again when the browser is back online.
 */
export function watchTiles(source: XYZ, onChange: (failed: boolean) => void) {
  let errorsSinceLoad = 0
  let failed = false
  const report = (failing: boolean) => failing !== failed && onChange((failed = failing))
  source.on('tileloadend', () => {
    errorsSinceLoad = 0
    report(false)
  })
  source.on('tileloaderror', () => {
    errorsSinceLoad += 1
    report(errorsSinceLoad >= tileFailure.errorsBeforeMessage)
  })
  const retry = () => source.refresh()
  window.addEventListener('online', retry)
  return () => window.removeEventListener('online', retry)
}

/** Links a stylesheet and resolves once it has loaded (or failed: the map then has plainer controls). */
export function linkStylesheet(href: string): Promise<unknown> {
  if (document.querySelector(`link[href="${href}"]`)) return Promise.resolve()
  const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href })
  const settled = new Promise((resolve) => {
    link.addEventListener('load', resolve)
    // A stylesheet that fails leaves plainer controls, never no map.
    link.addEventListener('error', resolve)
  })
  document.head.append(link)
  return settled
}
