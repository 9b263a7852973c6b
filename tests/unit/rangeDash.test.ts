import { describe, expect, it } from 'vitest'
import { formatWalkMinutes } from '../../src/components/visit/visitFormats'
import { formatPriceRange } from '../../src/i18n/formatPrice'
import { languages } from '../../src/i18n/languages'

// Every range the code writes takes the en dash (U+2013), in every language: CLDR's Estonian figure
// dash (U+2012) is in none of the site's font files, and its Mexican Spanish hyphen sat beside the
// en dash of the opening hours on the same page.
describe('ranges are written with the en dash in every language', () => {
  it.each(languages)('%s: a walk of 4–6 minutes and a first hour of 1–2 €', (language) => {
    for (const range of [formatWalkMinutes(language, { fewest: 4, most: 6 }), formatPriceRange(language, 100, 200)]) {
      expect(range).toMatch(/\d–\d/)
      expect(range).not.toMatch(/[‒-]/)
    }
  })

  it('Estonian and Mexican Spanish, which CLDR writes otherwise', () => {
    expect(formatWalkMinutes('et', { fewest: 12, most: 15 })).toBe('12–15 minutit')
    expect(formatWalkMinutes('es', { fewest: 4, most: 6 })).toBe('4–6 minutos')
  })
})
