import type { Page } from '@playwright/test'

/**
 * Waits until the story shown has everything it will show, then measures the part of the page it
 * occupies (its elements and the overlays it opened), with a margin for focus rings and shadows:
 * baselines stay the size of the story, not of the window.
 */
export async function settleAndMeasureStory(page: Page) {
  await page.evaluate(async () => {
    // Parts the site loads at idle (the social link, the phone menu, the status badge) arrive after
    // the play function may have ended: wait for idle, then until the page stops changing.
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }))
    await new Promise<void>((resolve) => {
      let quiet: ReturnType<typeof setTimeout>
      const done = () => {
        observer.disconnect()
        clearTimeout(quiet)
        resolve()
      }
      const observer = new MutationObserver(() => {
        clearTimeout(quiet)
        quiet = setTimeout(done, 300)
      })
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
      quiet = setTimeout(done, 300)
      setTimeout(done, 5000)
    })
    // Pictures below the fold load lazily, so a full-page picture would catch some half-way:
    // every picture is asked for now and decoded before the shot.
    const images = [...document.images]
    for (const image of images) image.loading = 'eager'
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await document.fonts.ready
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    await document.fonts.ready
  })
  return page.evaluate(() => {
    const margin = 16
    const internal = '.sb-wrapper, #storybook-docs, .sb-preparing-story, .sb-preparing-docs, .sb-nopreview, .sb-errordisplay, #storybook-highlights-root'
    const box = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity }
    const add = (rect: DOMRect) => {
      if (rect.width === 0 || rect.height === 0) return
      box.left = Math.min(box.left, rect.left + scrollX)
      box.top = Math.min(box.top, rect.top + scrollY)
      box.right = Math.max(box.right, rect.right + scrollX)
      box.bottom = Math.max(box.bottom, rect.bottom + scrollY)
    }
    // Inside the page: this function is sent as source, so its helpers live in it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const transparent = (color: string) => color === 'transparent' || /rgba\(.*,\s*0\)$/.test(color)
    // Only what paints counts: text, pictures, controls, and boxes with a fill, border or shadow.
    // A layout wrapper as wide as the window adds nothing to see.
    const paints = (element: Element, style: CSSStyleDeclaration) =>
      element.matches('img, svg, canvas, video, input, select, textarea, iframe, hr') ||
      !transparent(style.backgroundColor) ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      ['Top', 'Right', 'Bottom', 'Left'].some(
        (side) => parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) > 0 && !transparent(style.getPropertyValue(`border-${side.toLowerCase()}-color`)),
      )
    for (const element of document.body.querySelectorAll('*')) {
      if (element.closest(internal) || element.matches('script, style, link, template')) continue
      const style = getComputedStyle(element)
      if (style.display === 'none' || style.visibility === 'hidden' || style.opacity === '0') continue
      if (element.id !== 'storybook-root' && paints(element, style)) add(element.getBoundingClientRect())
    }
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const range = document.createRange()
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      if (!node.textContent?.trim() || node.parentElement?.closest(internal) || node.parentElement?.matches('script, style')) continue
      range.selectNodeContents(node)
      add(range.getBoundingClientRect())
    }
    const width = document.documentElement.scrollWidth
    const height = document.documentElement.scrollHeight
    if (box.left === Infinity) return { x: 0, y: 0, width: Math.min(width, 64), height: Math.min(height, 64) }
    const x = Math.max(0, Math.floor(box.left - margin))
    const y = Math.max(0, Math.floor(box.top - margin))
    // A long page (the whole menu, an article) is pictured down to a fixed depth: its rows repeat,
    // and each kind of row has a story of its own.
    const maxHeight = 2000
    return { x, y, width: Math.min(width, Math.ceil(box.right + margin)) - x, height: Math.min(maxHeight, Math.min(height, Math.ceil(box.bottom + margin)) - y) }
  })
}
