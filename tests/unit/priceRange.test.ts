import { describe, expect, it } from 'vitest'
import { formatPrice, formatPriceRange } from '../../src/i18n/formatPrice'
import { languages } from '../../src/i18n/languages'

// Spaces and dashes spelt out: a no-break space (U+00A0) joins number and sign, and the dash is the
// en dash (U+2013) in every language: not CLDR's Estonian figure dash (U+2012), which the site's
// fonts lack, nor its Mexican Spanish hyphen, which sat beside the en dash of the hours.
const nbsp = '\u00A0'

describe('a range of prices has one currency sign, written as each language writes a range', () => {
  it.each([
    ['lv', `1–2${nbsp}€`],
    ['ru', `1–2${nbsp}€`],
    ['de', `1–2${nbsp}€`],
    ['fi', `1–2${nbsp}€`],
    ['et', `1–2${nbsp}€`],
    ['en', '€1–2'],
    ['es', '€1–2'],
  ] as const)('%s: the first hour of street parking, 1 to 2 euros, is %j', (language, expected) => {
    expect(formatPriceRange(language, 100, 200)).toBe(expected)
  })

  it.each([
    ['lv', `1,50–2,00${nbsp}€`],
    ['ru', `1,50–2,00${nbsp}€`],
    ['de', `1,50–2,00${nbsp}€`],
    ['fi', `1,50–2,00${nbsp}€`],
    ['et', `1,50–2,00${nbsp}€`],
    ['en', '€1.50–2.00'],
    ['es', '€1.50–2.00'],
  ] as const)('%s: with cents at either end, both ends have two decimals: %j', (language, expected) => {
    expect(formatPriceRange(language, 150, 200)).toBe(expected)
  })

  it('never shows the sign twice, nor a space around the dash, in any language', () => {
    for (const language of languages) {
      const range = formatPriceRange(language, 100, 900)
      expect([language, range.split('€').length - 1]).toEqual([language, 1])
      expect([language, /\s[–‒-]|[–‒-]\s/.test(range)]).toEqual([language, false])
    }
  })

  it('writes an equal pair as one price, not as an approximation', () => {
    for (const language of languages) expect(formatPriceRange(language, 200, 200)).toBe(formatPrice(language, 200))
  })
})
