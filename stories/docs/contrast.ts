/** WCAG 2 contrast, computed from the token values themselves (never typed by hand). */

export interface Rgba {
  r: number
  g: number
  b: number
  a: number
}

/** Reads '#B42318', '#fff' and 'rgba(20, 33, 61, 0.72)'. */
export function parseColor(value: string): Rgba {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim())
  if (hex?.[1]) {
    const digits = hex[1].length === 3 ? [...hex[1]].map((digit) => digit + digit).join('') : hex[1]
    return { r: parseInt(digits.slice(0, 2), 16), g: parseInt(digits.slice(2, 4), 16), b: parseInt(digits.slice(4, 6), 16), a: 1 }
  }
  const rgb = /^rgba?\(\s*([\d.]+)\s*,\s*([\d.]+)\s*,\s*([\d.]+)\s*(?:,\s*([\d.]+)\s*)?\)$/i.exec(value.trim())
  if (rgb) return { r: Number(rgb[1]), g: Number(rgb[2]), b: Number(rgb[3]), a: rgb[4] === undefined ? 1 : Number(rgb[4]) }
  throw new Error(`not a colour this page can read: ${value}`)
}

/** A see-through colour as it shows over an opaque one. */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a)
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 }
}

const channel = (value: number) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance, WCAG 2.x. */
export function luminance({ r, g, b }: Rgba): number {
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/** The contrast ratio of a text colour on a background (see-through text is mixed over it first). */
export function contrastRatio(foreground: string, background: string, backdrop = '#FFFFFF'): number {
  const back = over(parseColor(background), parseColor(backdrop))
  const front = over(parseColor(foreground), back)
  const light = Math.max(luminance(front), luminance(back))
  const dark = Math.min(luminance(front), luminance(back))
  return (light + 0.05) / (dark + 0.05)
}

export type Verdict = 'AAA' | 'AA' | 'AA large' | 'fails'

/** What a ratio passes for text: 7 AAA, 4.5 AA, 3 AA for large text (and for non-text parts). */
export function verdict(ratio: number): Verdict {
  if (ratio >= 7) return 'AAA'
  if (ratio >= 4.5) return 'AA'
  if (ratio >= 3) return 'AA large'
  return 'fails'
}

export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`
