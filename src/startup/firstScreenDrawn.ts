/** How long hydration waits at most for the first screen: a stuck picture or a hidden tab must not keep the page inert. */
export const firstScreenWaitMs = 2500

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Resolves once the browser has painted the page's first text or picture (its First Contentful
 * Paint); after the next frame where it does not report that. A frame comes before it when the
 * page's text waits for its fonts, so the next frame alone is too early.
 */
function firstContentfulPaint(): Promise<void> {
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextPaint()
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return
      observer.disconnect()
      resolve()
    })
    observer.observe({ type: 'paint', buffered: true })
  })
}

/**
 * Resolves once the prerendered page has been painted (its First Contentful Paint), with the
 * pictures of its first screen (those marked `fetchpriority="high"`, src/components/controls/Picture)
 * and its preloaded fonts, or after `firstScreenWaitMs` in all.
 *
 * Why: hydration keeps a cheap phone's main thread busy for hundreds of milliseconds, and its files
 * share the connection. Started before the first paint, it delays the paint of text and pictures
 * that are already there; started after, the visitor sees the page at once, and a tap before
 * hydration still works (the page is links, a native disclosure and forms until then:
 * docs/architecture.md, "Rendering").
 */
export async function firstScreenDrawn(): Promise<void> {
  const deadline = new Promise<void>((resolve) => setTimeout(resolve, firstScreenWaitMs))
  await Promise.race([firstContentfulPaint(), deadline])
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
  // decode() settles once the picture is loaded and ready to paint; a broken one rejects, which is fine.
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => {})))
  // And the fonts the page's text is drawn in, preloaded with it: the largest text waits for them.
  await Promise.race([Promise.all([decoded, document.fonts.ready]), deadline])
  await afterNextPaint()
}
