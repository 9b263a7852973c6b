/** How long hydration waits at most for the first screen's pictures: a stuck picture must not keep the page inert. */
export const firstScreenWaitMs = 2500

const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * Resolves once the prerendered page has been painted, with the pictures of its first screen (those
 * marked `fetchpriority="high"`, src/components/controls/Picture), or after `firstScreenWaitMs`.
 *
 * Why: hydration keeps a cheap phone's main thread busy for hundreds of milliseconds. Started before
 * the first paint, it delays the paint of text and pictures that are already there; started after,
 * the visitor sees the page at once, and a tap before hydration still works (the page is links, a
 * native disclosure and forms until then: docs/architecture.md, "Rendering").
 */
export async function firstScreenDrawn(): Promise<void> {
  await afterNextPaint()
  const pictures = [...document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]')]
  // decode() settles once the picture is loaded and ready to paint; a broken one rejects, which is fine.
  const decoded = Promise.all(pictures.map((picture) => picture.decode().catch(() => {})))
  await Promise.race([decoded, new Promise((resolve) => setTimeout(resolve, firstScreenWaitMs))])
  await afterNextPaint()
}
