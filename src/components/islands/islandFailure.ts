import { islandFailedAttribute, islandFailedMessage, islandNameAttribute } from './islandMarkup'

// A page being left cancels the code it was still fetching, and Firefox then rejects the import
// while the page is still shown: no failure of the island's, and nothing to report. `beforeunload`
// comes before that, but a listener waits for it only while code is loading: in Firefox, one keeps
// the page out of the back-forward cache. Back from that cache, the page is here again.
let leaving = false
let loading = 0
const noteLeaving = () => (leaving = true)
addEventListener('pagehide', noteLeaving)
addEventListener('pageshow', () => (leaving = false))

/** Runs the loading and hydrating of an island, noticing meanwhile whether the visitor leaves. */
export async function whileLoading(load: () => Promise<void>): Promise<void> {
  if (loading++ === 0) addEventListener('beforeunload', noteLeaving)
  try {
    await load()
  } finally {
    if (--loading === 0) removeEventListener('beforeunload', noteLeaving)
  }
}

/** Marks an island whose code could not load or hydrate, which hides what needs that code, and says so (./islandMarkup.ts, `islandFailedMessage`) unless the visitor is leaving. */
export function markIslandFailed(island: Element, error: unknown): void {
  island.setAttribute(islandFailedAttribute, '')
  if (!leaving) console.error(islandFailedMessage, island.getAttribute(islandNameAttribute), error)
}
