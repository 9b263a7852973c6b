import type { Page } from '@playwright/test'

/** WCAG 2.2 SC 1.4.11: what marks a state or an identity keeps 3:1 against what is behind it. */
export const minimumMarkerContrast = 3

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
  // Everything runs in the page, so its helpers live inside the function Playwright sends there.
  /* oxlint-disable unicorn/consistent-function-scoping */
  return page.evaluate((minimum) => {
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

    /** The colours by which a marker is seen: fill, border, outline and inset rings at least 1 px wide. */
    const edgesAndFill = (style: CSSStyleDeclaration): { part: string; colour: Rgba }[] => {
      const parts: { part: string; colour: Rgba | undefined }[] = [{ part: 'fill', colour: parse(style.backgroundColor) }]
      if (style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1) parts.push({ part: 'border', colour: parse(style.borderTopColor) })
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1) parts.push({ part: 'outline', colour: parse(style.outlineColor) })
      // A ring drawn as a box shadow: "rgb(…) 0px 0px 0px 1px inset", spread at least 1 px, no offset or blur.
      for (const shadow of style.boxShadow === 'none' ? [] : style.boxShadow.split(/,(?![^(]*\))/)) {
        const colour = /rgba?\([^)]*\)/.exec(shadow)?.[0]
        const lengths = shadow.replace(/rgba?\([^)]*\)/, '').match(/-?[\d.]+px/g)?.map(parseFloat) ?? []
        const [x = 0, y = 0, blur = 0, spread = 0] = lengths
        if (colour && x === 0 && y === 0 && blur === 0 && spread >= 1) parts.push({ part: 'ring', colour: parse(colour) })
      }
      return parts.filter((entry): entry is { part: string; colour: Rgba } => entry.colour !== undefined && entry.colour[3] > 0)
    }

    const shown = (element: HTMLElement) => {
      const box = element.getBoundingClientRect()
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible'
    }

    const problems: string[] = []
    for (const marker of document.querySelectorAll<HTMLElement>('[data-state-marker]')) {
      if (!shown(marker)) continue
      const back = behind(marker)
      const measured = edgesAndFill(getComputedStyle(marker)).map(({ part, colour }) => {
        const seen = over(colour, back)
        return { part, seen, ratio: contrast(seen, back) }
      })
      const best = measured.toSorted((a, b) => b.ratio - a.ratio)[0]
      if (best && best.ratio >= minimum) continue
      const label = `${marker.dataset.stateMarker}${marker.textContent?.trim() ? ` "${marker.textContent.trim()}"` : ''}`
      const what = best ? `${best.part} ${css(best.seen)} on ${css(back)}: ${best.ratio.toFixed(2)}:1` : `nothing drawn on ${css(back)}`
      problems.push(`${label}: ${what} (needs ${minimum}:1)`)
    }
    return problems
  }, minimumMarkerContrast)
  /* oxlint-enable unicorn/consistent-function-scoping */
}

/** How many state or identity markers the page shows now (a check that finds none proves nothing). */
export async function stateMarkerCount(page: Page): Promise<number> {
  return page.locator('[data-state-marker]').evaluateAll((markers) => markers.filter((marker) => marker.getBoundingClientRect().width > 0).length)
}
