/**
 * The dash between the two ends of a range ("1–2 €", "4–6 minutes", "17:00–23:00", "Tue–Thu"): an
 * unspaced en dash in every language. CLDR writes Estonian ranges with a figure dash (U+2012),
 * which the site's fonts do not contain (the browser would draw it from another font), and Mexican
 * Spanish ones with a hyphen, beside the en dash of its hours: one dash keeps every page even.
 */
export const rangeDash = '–'

const dashBetween = /^\s*[-‒–]\s*$/

/** Intl's parts of a range, with the dash between its ends written as `rangeDash`. */
export function withRangeDash(parts: Intl.NumberRangeFormatPart[]): Intl.NumberRangeFormatPart[] {
  return parts.map((part) => (part.source === 'shared' && part.type === 'literal' && dashBetween.test(part.value) ? { ...part, value: part.value.replace(/[-‒–]/, rangeDash) } : part))
}
