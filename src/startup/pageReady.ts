/**
 * The attribute the page sets on `<html>` once it has hydrated and every deferred part on it
 * (src/components/deferred.tsx) has arrived and hydrated: from then on every control answers with
 * its full behaviour. Tests wait for it instead of for network silence. (An attribute, not a
 * performance mark: a test's fake clock replaces `performance`.)
 */
export const pageReadyAttribute = 'data-page-ready'

/** What the page still waits for: each deferred part on its way, and the page itself until it has hydrated. */
let awaited = 1

/** A deferred part is on the page and its code is on the way. */
export const partAwaited = () => void awaited++

/** A deferred part has arrived and hydrated; or, from `pageHydrated`, the page has. */
export function partArrived() {
  if (!--awaited) document.documentElement.setAttribute(pageReadyAttribute, '')
}

/**
 * Called from the layout effect of the site's shell, which wraps every page. The shell hydrates with
 * the page inside it, in one commit, and React runs a commit's layout effects innermost first: once
 * they are all done, every deferred part of the page has said it is awaited.
 */
export const pageHydrated = () => queueMicrotask(partArrived)
