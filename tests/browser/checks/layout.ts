import type { Page } from '@playwright/test'

/**
 * What a visitor sees at the edges of a phone's screen, measured on a page already loaded and laid
 * out (hydrated, fonts in): the problems found, each a sentence naming the element by its text, or
 * none. Four kinds:
 *
 * - the document is wider than the viewport (WCAG 2.2 SC 1.4.10 Reflow asks for 320 CSS px);
 * - a visible element, or a line of its text, reaches past the viewport's left or right edge,
 *   unless an ancestor scrolls sideways on purpose (`overflow-x: auto | scroll`, as the menu's strip
 *   of sections does);
 * - a control, or an element's own text, is cut by a container that hides its overflow (a button
 *   wider than its card);
 * - an icon (svg or img) inside a link, button or summary is drawn narrower than its own size (a
 *   flex item squeezed by a long label).
 *
 * Only the outermost element of a run of offenders is named: its descendants go past with it.
 * Skipped: what is not rendered (display, visibility, content-visibility), the visually hidden (a
 * box of 1 px or less, as screen-reader-only text is), and the parts of a drawing (an svg is one box).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(measureLayout)
}

// page.evaluate sends this one function to the page, so its helpers have to live inside it. The
// engines' suite sends it to Firefox and WebKit too (tests/engines/pages.spec.ts).
// oxlint-disable unicorn/consistent-function-scoping
export function measureLayout(): string[] {
  const viewport = document.documentElement.clientWidth
  /** Sub-pixel rounding is not a problem. */
  const slack = 0.5
  /** Icons are drawn up to this size; larger pictures are scaled to their column on purpose. */
  const largestIcon = 64
  const controls = 'a[href], button, summary, input, select, textarea, [role="button"], [role="link"], [role="switch"]'
  const px = (value: number) => `${Math.round(value)} px`

  const styles = new Map<Element, CSSStyleDeclaration>()
  const styleOf = (element: Element) => styles.get(element) ?? styles.set(element, getComputedStyle(element)).get(element)!
  const boxes = new Map<Element, DOMRect>()
  const boxOf = (element: Element) => boxes.get(element) ?? boxes.set(element, element.getBoundingClientRect()).get(element)!

  const quoted = (text: string) => `“${text.length > 48 ? `${text.slice(0, 47)}…` : text}”`
  const textOf = (element: Element) => (element.getAttribute('aria-label') || (element as HTMLElement).innerText || '').replace(/\s+/g, ' ').trim()
  /** `<a> “Call +371 …”`, or for an element without text, the nearest ancestor that has some. */
  const describe = (element: Element): string => {
    const name = `<${element.tagName.toLowerCase()}>`
    if (textOf(element)) return `${name} ${quoted(textOf(element))}`
    for (let at = element.parentElement; at; at = at.parentElement) if (textOf(at)) return `${name} in <${at.tagName.toLowerCase()}> ${quoted(textOf(at))}`
    return name
  }

  const isVisuallyHidden = (box: DOMRect) => box.width <= 1 || box.height <= 1
  const scrollsSideways = (element: Element) => ['auto', 'scroll'].includes(styleOf(element).overflowX)
  const clipsSideways = (element: Element) => ['hidden', 'clip'].includes(styleOf(element).overflowX)
  const ancestorsOf = (element: Element) => {
    const list: Element[] = []
    for (let at = element.parentElement; at && at !== document.documentElement; at = at.parentElement) list.push(at)
    return list
  }

  type Overflow = { kind: 'screen'; by: number; left: number; right: number } | { kind: 'cut'; by: number; container: Element }
  /** How a box (an element's or a line of text's) goes past the screen, or past the container that clips it. */
  const overflowOf = (box: { left: number; right: number }, containers: Element[]): Overflow | null => {
    if (containers.some(scrollsSideways)) return null
    const clipper = containers.find(clipsSideways)
    const clip = clipper && boxOf(clipper)
    const pastScreen = Math.max(-box.left, box.right - viewport)
    // Past the screen, unless a container inside the screen hides it (then it is a cut, below).
    if (pastScreen > slack && (!clip || clip.left < -slack || clip.right > viewport + slack)) return { kind: 'screen', by: pastScreen, left: box.left, right: box.right }
    const cut = clip ? Math.max(clip.left - box.left, box.right - clip.right) : 0
    return clipper && cut > slack ? { kind: 'cut', by: cut, container: clipper } : null
  }
  const ownTextNodes = (element: Element) => [...element.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())

  const problems: string[] = []
  const documentWidth = document.documentElement.scrollWidth
  if (documentWidth > viewport) problems.push(`the page is ${px(documentWidth)} wide on a ${px(viewport)} screen`)

  const reported = new Set<Element>()
  for (const element of document.body.querySelectorAll(':not(svg *)')) {
    if (!element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true })) continue
    const ancestors = ancestorsOf(element)
    if (ancestors.some((ancestor) => reported.has(ancestor))) continue
    const box = boxOf(element)
    if (isVisuallyHidden(box) || ancestors.some((ancestor) => isVisuallyHidden(boxOf(ancestor)))) continue
    let found = overflowOf(box, ancestors)
    // A line of its own text that spills out of its box (a label that does not wrap) is the element's too.
    for (const node of found ? [] : ownTextNodes(element)) {
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const line of range.getClientRects()) if ((found ??= overflowOf(line, [element, ...ancestors]))) break
      if (found) break
    }
    if (!found) continue
    if (found.kind === 'screen') {
      const edge = found.left < -slack ? 'left' : 'right'
      problems.push(`${describe(element)} runs ${px(found.by)} past the screen's ${edge} edge (from ${px(found.left)} to ${px(found.right)} on a ${px(viewport)} screen)`)
    } else if (element.matches(controls) || element.closest(controls) || ownTextNodes(element).length > 0) {
      problems.push(`${describe(element)} is cut by ${px(found.by)}: it is wider than ${describe(found.container)}, which hides the rest`)
    } else continue
    reported.add(element)
  }

  /** How wide an icon is drawn: its width attribute (px or em), else its height times the shape of its drawing. */
  const drawnWidth = (icon: Element, height: number): number | null => {
    const attribute = icon.getAttribute('width')?.match(/^([\d.]+)(px|em)?$/)
    if (attribute) return parseFloat(attribute[1]!) * (attribute[2] === 'em' ? parseFloat(styleOf(icon).fontSize) : 1)
    if (icon instanceof SVGSVGElement) {
      const { width, height: viewHeight } = icon.viewBox.baseVal ?? {}
      return width && viewHeight && icon.getAttribute('preserveAspectRatio') !== 'none' ? (height * width) / viewHeight : null
    }
    if (icon instanceof HTMLImageElement && icon.naturalHeight && styleOf(icon).objectFit !== 'cover') return (height * icon.naturalWidth) / icon.naturalHeight
    return null
  }
  for (const icon of document.body.querySelectorAll(`:is(${controls}) :is(svg, img)`)) {
    if (icon.parentElement?.closest('svg') || !icon.checkVisibility({ visibilityProperty: true })) continue
    const box = boxOf(icon)
    const drawn = drawnWidth(icon, box.height)
    if (drawn === null || drawn > largestIcon || box.width >= drawn - slack) continue
    problems.push(`an icon in ${describe(icon.closest(controls)!)} is squeezed to ${px(box.width)} wide, drawn ${px(drawn)}`)
  }
  return problems
}
