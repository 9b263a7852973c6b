import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { carParks, streetParking } from '../../src/content/visit'
import { openingHours } from '../../src/content/openingHours'
import { formatHeight, formatList, formatListParts, formatParkingHours, formatWalkMinutes } from '../../src/components/visit/visitFormats'
import { formatOpeningPeriod } from '../../src/hours/formatHours'
import { formatPrice, formatPriceRange } from '../../src/i18n/formatPrice'
import { languages, type Language } from '../../src/i18n/languages'

const i18nOf = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const language of languages) {
    const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
    i18nOf[language] = setupI18n({ locale: language, messages: { [language]: messages } })
  }
})

const invisible = /[\u2060\u200B\u200D]/

describe('the formatters write no invisible joiners: the page holds their text on one line with CSS', () => {
  it('street-parking hours are plain text: "пн–пт 08:00–20:00"', () => {
    // Hours of the test's own: what is checked is how they are written.
    const weekdaysDaytime = { days: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', until: '20:00' } as const
    const saturday = { days: ['sat'], from: '09:00', until: '17:00' } as const
    expect(formatParkingHours(i18nOf.ru, 'ru', weekdaysDaytime)).toBe('пн–пт 08:00–20:00')
    expect(formatParkingHours(i18nOf.fi, 'fi', saturday)).toBe('la 09.00–17.00')
    expect(formatParkingHours(i18nOf.en, 'en', weekdaysDaytime)).toBe('Mon–Fri 08:00–20:00')
  })

  it('a list of stretches comes apart into its items and the words between them, so each item can be held together', () => {
    const stretches = streetParking.paidHours.map((hours) => formatParkingHours(i18nOf.lv, 'lv', hours))
    const parts = formatListParts('lv', stretches)
    expect(parts.filter((part) => part.type === 'element').map((part) => part.value)).toEqual(stretches)
    expect(parts.map((part) => part.value).join('').replaceAll('\u00A0', ' ')).toBe(formatList('lv', stretches))
  })

  it('the word before the last item goes to the next line with it: "и" never ends a line', () => {
    const parts = formatListParts('ru', ['пн–пт 08:00–20:00', 'сб 09:00–17:00'])
    expect(parts.map((part) => part.value)).toEqual(['пн–пт 08:00–20:00', ' и\u00A0', 'сб 09:00–17:00'])
    // British English: no comma before "and".
    expect(formatListParts('en', ['B', 'C', 'D']).map((part) => part.value)).toEqual(['B', ', ', 'C', ' and\u00A0', 'D'])
  })

  it('no number, range or stretch of hours of any language has a word joiner, zero-width space or zero-width joiner', () => {
    for (const language of languages) {
      const i18n = i18nOf[language]
      const texts = [
        ...streetParking.paidHours.map((hours) => formatParkingHours(i18n, language, hours)),
        ...openingHours.map((period) => formatOpeningPeriod(i18n, period, 'entryStart')),
        ...carParks.map((carPark) => formatWalkMinutes(language, carPark.walk)),
        formatHeight(language, 190),
        formatPrice(language, 950),
        formatPriceRange(language, streetParking.firstHour.lowest, streetParking.firstHour.highest),
      ]
      expect(texts.filter((text) => invisible.test(text)).map((text) => `${language}: ${JSON.stringify(text)}`)).toEqual([])
    }
  })
})
