import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { address, chatUrl, copyrightYear, email, geo, phone, rating } from '../../src/content/business'
import { closedDays, openingHours } from '../../src/content/openingHours'
import { blogPosts, findBlogPost } from '../../src/content/blog'
import { formatOpeningPeriod } from '../../src/i18n/formatHours'
import { languageInfo, languages } from '../../src/i18n/languages'

// The specification's facts (hours, rating, postcode, map point, dates) are written out on purpose:
// changing one of them here is changing the specification.
describe('the business facts', () => {
  it('open Tuesday to Thursday 17–23 and Friday and Saturday 17–02, closed Sunday and Monday', () => {
    expect(openingHours).toEqual([
      { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
      { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
    ])
    expect(closedDays).toEqual(['mon', 'sun'])
  })

  it('rate 4.6 from 183 reviews', () => {
    expect(rating.average).toBe(4.6)
    expect(rating.reviewCount).toBe(183)
  })

  it('place the restaurant in central Riga, LV-1011, at 56.95, 24.13', () => {
    expect(address.postcode).toBe('LV-1011')
    expect(geo).toEqual({ latitude: 56.95, longitude: 24.13 })
  })

  // Shapes, not values: the owner replaces the placeholders (README, "Changing facts").
  it('write the contact details in shapes the links need', () => {
    expect(phone.e164).toMatch(/^\+371\d{8}$/)
    expect(phone.display.replace(/\s/g, '')).toBe(phone.e164)
    expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/)
    expect(chatUrl).toBe(`https://wa.me/${phone.e164.slice(1)}`)
  })

  it('date the copyright 2025 and the one blog post 2025-04-10, 5 minutes', () => {
    expect(copyrightYear).toBe(2025)
    expect(blogPosts.map((post) => post.id)).toEqual(['world-leaders-at-amigo'])
    expect(findBlogPost('world-leaders-at-amigo')).toMatchObject({ date: '2025-04-10', readMinutes: 5 })
    expect(findBlogPost('no-such-post')).toBeUndefined()
  })
})

describe('the seven languages', () => {
  it('are listed with their own names and Open Graph locales', () => {
    expect(languages.map((language) => [language, languageInfo[language].nativeName, languageInfo[language].ogLocale])).toEqual([
      ['lv', 'Latviešu', 'lv_LV'],
      ['es', 'Español', 'es_MX'],
      ['en', 'English', 'en_US'],
      ['ru', 'Русский', 'ru_RU'],
      ['de', 'Deutsch', 'de_DE'],
      ['et', 'Eesti', 'et_EE'],
      ['fi', 'Suomi', 'fi_FI'],
    ])
  })

  it('write the opening hours as day ranges with 24-hour times', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    expect(openingHours.map((period) => formatOpeningPeriod(i18n, period, 'entryStart'))).toEqual([
      'Tue–Thu 17:00–23:00',
      'Fri–Sat 17:00–02:00',
    ])
  })
})
