import type { Page } from '@playwright/test'

/** WCAG 2.2 SC 1.4.11: what marks a state or an identity keeps 3:1 against what is behind it. */
export const minimumMarkerContrast = 3

/** What the page measures: the state markers, or the focus ring of every control it shows. */
type Measured = 'markers' | 'focus rings'

/**
 * Every state or identity marker on the page that is shown and under 3:1 against the colour behind
 * it, one line each (empty when all pass). A marker is an element with `data-state-marker` (its
 * value names it: "current section", "badge", "disc"…); it is seen by its fill, its border, its
 * outline or an inset ring, whichever stands out most. What is behind it is the first opaque
 * background among its ancestors, with any see-through ones between composited over it. axe does
 * not measure this: it checks text, not the shapes around it. For a page already loaded, in the
 * theme and at the width it was loaded in; scroll first to make a section current.
 */
export async function stateMarkerProblems(page: Page): Promise<string[]> {
  return (await page.evaluate(measureContrast, { minimum: minimumMarkerContrast, measured: 'markers' as Measured })).problems
}

/**
 * Every control the page shows (link, button, summary, anything in the tab order) whose keyboard
 * focus ring is under 3:1 against the ground around it (WCAG 2.2 SC 1.4.11), or that draws no ring
 * at all, one line each; and how many rings were measured. Each control is focused in turn, without
 * scrolling, as the Tab key would (after a key press Chromium shows `:focus-visible` for a focus
 * a script moves), and its outline read (or its `::after`'s, where a card draws the ring around itself). The ground
 * is measured as a marker's is: the ring is drawn just outside the control, on its ancestors' colour.
 */
export async function focusRingProblems(page: Page): Promise<{ problems: string[]; measured: number }> {
  // A key press puts the browser in keyboard mode: after a tap or a click it would show no ring.
  await page.keyboard.press('Shift')
  return page.evaluate(measureContrast, { minimum: minimumMarkerContrast, measured: 'focus rings' as Measured })
}

// page.evaluate sends this one function to the page, so its helpers have to live inside it.
function measureContrast({ minimum, measured }: { minimum: number; measured: Measured }): { problems: string[]; measured: number } {
  /* oxlint-disable unicorn/consistent-function-scoping */
  type Rgba = [number, number, number, number]
  const parse = (value: string): Rgba | undefined => {
    const numbers = /^rgba?\(([^)]+)\)$/.exec(value.trim())?.[1]?.split(/[\s,/]+/).filter(Boolean).map(Number)
    if (!numbers || numbers.length < 3) return undefined
    return [numbers[0]!, numbers[1]!, numbers[2]!, numbers[3] ?? 1]
  }
  const over = (top: Rgba, bottom: Rgba): Rgba => {
    const mix = (index: number) => top[index]! * top[3] + bottom[index]! * (1 - top[3])
    return [mix(0), mix(1), mix(2), 1]
  }
  const luminance = ([r, g, b]: Rgba) => {
    const channel = (value: number) => {
      const c = value / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
  }
  const contrast = (a: Rgba, b: Rgba) => {
    const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x) as [number, number]
    return (light + 0.05) / (dark + 0.05)
  }
  const css = ([r, g, b]: Rgba) => `rgb(${[r, g, b].map(Math.round).join(', ')})`

  /** The colour behind an element: its ancestors' backgrounds down to the first opaque one. */
  const behind = (element: Element): Rgba => {
    const layers: Rgba[] = []
    for (let node = element.parentElement; node; node = node.parentElement) {
      const colour = parse(getComputedStyle(node).backgroundColor)
      if (!colour || colour[3] === 0) continue
      layers.push(colour)
      if (colour[3] === 1) break
    }
    // Nothing opaque up to the root: the canvas is white.
    return layers.reduceRight<Rgba>((bottom, top) => over(top, bottom), [255, 255, 255, 1])
  }

  const outlineOf = (style: CSSStyleDeclaration) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 ? parse(style.outlineColor) : undefined)

  /** The colours by which a marker is seen: fill, border, outline and inset rings at least 1 px wide. */
  const edgesAndFill = (style: CSSStyleDeclaration): { part: string; colour: Rgba }[] => {
    const parts: { part: string; colour: Rgba | undefined }[] = [{ part: 'fill', colour: parse(style.backgroundColor) }]
    if (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1) parts.push({ part: 'border', colour: parse(style.borderTopColor) })
    parts.push({ part: 'outline', colour: outlineOf(style) })
    // A ring drawn as a box shadow: "rgb(…) 0px 0px 0px 1px inset", spread at least 1 px, no offset or blur.
    for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
      const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0]
      const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g)?.map(parseFloat) ?? []
      const [x = 0, y = 0, blur = 0, spread = 0] = lengths
      if (colour && x === 0 && y === 0 && blur === 0 && spread >= 1) parts.push({ part: 'ring', colour: parse(colour) })
    }
    return parts.filter((entry): entry is { part: string; colour: Rgba } => entry.colour !== undefined && entry.colour[3] > 0)
  }

  /** Drawn at all; a control is drawn wider than 1 px (one of 1 px is visually hidden, as a switch's input is: the switch drawn for it shows its focus). */
  const shown = (element: HTMLElement, least = 0) => {
    const box = element.getBoundingClientRect()
    return box.width > least && box.height > least && getComputedStyle(element).visibility === 'visible'
  }
  const nameOf = (element: HTMLElement) => (element.getAttribute('aria-label') || element.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 40)

  const problems: string[] = []
  if (measured === 'markers') {
    for (const marker of document.querySelectorAll<HTMLElement>('[data-state-marker]')) {
      if (!shown(marker)) continue
      const back = behind(marker)
      const seen = edgesAndFill(getComputedStyle(marker)).map(({ part, colour }) => ({ part, seen: over(colour, back), ratio: contrast(over(colour, back), back) }))
      const best = seen.toSorted((a, b) => b.ratio - a.ratio)[0]
      if (best && best.ratio >= minimum) continue
      const label = `${marker.dataset.stateMarker}${marker.textContent?.trim() ? ` "${marker.textContent.trim()}"` : ''}`
      const what = best ? `${best.part} ${css(best.seen)} on ${css(back)}: ${best.ratio.toFixed(2)}:1` : `nothing drawn on ${css(back)}`
      problems.push(`${label}: ${what} (needs ${minimum}:1)`)
    }
    return { problems, measured: 0 }
  }

  const before = document.activeElement instanceof HTMLElement ? document.activeElement : undefined
  const controls = 'a[href], button:not([disabled]), summary, input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])'
  let rings = 0
  for (const control of document.querySelectorAll<HTMLElement>(controls)) {
    if (!shown(control, 1)) continue
    control.focus({ preventScroll: true })
    // Not focusable where it stands (inside a closed disclosure, say), or the focus went elsewhere.
    if (document.activeElement !== control || !control.matches(':focus-visible')) continue
    const ring = outlineOf(getComputedStyle(control)) ?? outlineOf(getComputedStyle(control, '::after'))
    const back = behind(control)
    const label = `<${control.tagName.toLowerCase()}> "${nameOf(control)}"`
    rings++
    if (!ring) {
      problems.push(`${label}: no focus ring on ${css(back)}`)
      continue
    }
    const seen = over(ring, back)
    const ratio = contrast(seen, back)
    if (ratio < minimum) problems.push(`${label}: focus ring ${css(seen)} on ${css(back)}: ${ratio.toFixed(2)}:1 (needs ${minimum}:1)`)
  }
  if (before) before.focus({ preventScroll: true })
  else (document.activeElement as HTMLElement | null)?.blur()
  return { problems, measured: rings }
  /* oxlint-enable unicorn/consistent-function-scoping */
}

/** How many state or identity markers the page shows now (a check that finds none proves nothing). */
export async function stateMarkerCount(page: Page): Promise<number> {
  return page.locator('[data-state-marker]').evaluateAll((markers) => markers.filter((marker) => marker.getBoundingClientRect().width > 0).length)
}
