import type { IslandLoad } from './islandMarkup'

/** After the page has loaded, when the browser is idle (a second at most; WebKit has no idle callback). */
const whenIdle = () =>
  new Promise<void>((resolve) => {
    const idle = () => ('requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 1000 }) : setTimeout(resolve, 200))
    if (document.readyState === 'complete') idle()
    else addEventListener('load', idle, { once: true })
  })

/** Once any part of the island comes into view (its wrappers have no box: their contents do). */
const whenVisible = (root: Element) =>
  new Promise<void>((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      resolve()
    })
    for (const child of root.children) observer.observe(child)
  })

/** On the first of these events on the island, bubbled up from within it or sent to it. */
const whenOneOf = (island: Element, events: readonly string[]) =>
  new Promise<void>((resolve) => {
    for (const event of events) island.addEventListener(event, () => resolve(), { once: true, passive: true })
  })

/** Resolves when an island is due to hydrate (./islandMarkup.ts, `IslandLoad`). */
export function whenDue(island: Element, { load, events, root }: { load: IslandLoad; events: readonly string[]; root: Element }): Promise<void> {
  if (load === 'visible') return whenVisible(root)
  if (load === 'interaction') return whenOneOf(island, events)
  return whenIdle()
}
