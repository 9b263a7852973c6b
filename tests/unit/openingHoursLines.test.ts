import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { openingHoursLines } from '../../src/hours/formatHours'
import { languages, type Language } from '../../src/i18n/languages'

// The catalogs as the site compiles them: the day names and "Closed" are the translators' own.
const i18nOf = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const language of languages) {
    const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
    i18nOf[language] = setupI18n({ locale: language, messages: { [language]: messages } })
  }
})

// Hours of the test's own, with the closed days across the week's end: what is checked is the shape.
const hours = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
] as const
const rows = (language: Language) => openingHoursLines(i18nOf[language], hours).map(({ days, hours: times }) => [days, times])

describe('the week’s hours, as every page and llms.txt write them: a row per run of days, the closed days last', () => {
  it('Latvian: "Sv.–P." beside "Slēgts", in the place of the times', () => {
    expect(rows('lv')).toEqual([
      ['O.–C.', '17:00–23:00'],
      ['Pk.–S.', '17:00–02:00'],
      ['Sv.–P.', 'Slēgts'],
    ])
  })

  it('Russian and Finnish: the days as each writes them at the start of a row, the closed days in the week’s order', () => {
    expect(rows('ru').at(-1)).toEqual(['Вс–Пн', 'Закрыто'])
    expect(rows('fi')).toEqual([
      ['ti–to', '17.00–23.00'],
      ['pe–la', '17.00–02.00'],
      ['su–ma', 'Suljettu'],
    ])
  })

  it('marks the closed rows, and only them, in every language', () => {
    for (const language of languages) {
      expect(openingHoursLines(i18nOf[language], hours).map((line) => line.isClosed)).toEqual([false, false, true])
    }
  })

  it('a day that closes alone is a row of its own; the week is read from the day after its last open day', () => {
    const withWednesdayOff = [
      { days: ['tue'], opens: '17:00', closes: '23:00' },
      { days: ['thu', 'fri', 'sat'], opens: '17:00', closes: '02:00' },
    ] as const
    expect(openingHoursLines(i18nOf.en, withWednesdayOff).filter((line) => line.isClosed).map((line) => line.days)).toEqual(['Sun–Mon', 'Wed'])
  })
})
