import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import { weekdays } from '../../src/content/openingHours'
import { formatDayRange, formatOpeningPeriod } from '../../src/hours/formatHours'
import { asEntryStart, weekdayShortNames } from '../../src/hours/weekdayNames'
import { languages, type Language } from '../../src/i18n/languages'

// The catalogs as the site compiles them: the day names are the translators' own.
const i18nOf = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const language of languages) {
    const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
    i18nOf[language] = setupI18n({ locale: language, messages: { [language]: messages } })
  }
})

// Days and hours of the test's own: what is checked is how a language writes them.
const tuesdayToThursday = ['tue', 'wed', 'thu'] as const
const tuesdayToThursdayEvenings = { days: tuesdayToThursday, opens: '17:00', closes: '23:00' }

describe('a day abbreviation is capitalised at the start of an entry where the language does so (CLDR), never elsewhere', () => {
  it('Russian: "Вт–Чт" begins a row of the opening hours, "вт–чт" stands inside a sentence', () => {
    expect(formatDayRange(i18nOf.ru, tuesdayToThursday, 'entryStart')).toBe('Вт–Чт')
    expect(formatDayRange(i18nOf.ru, tuesdayToThursday, 'inSentence')).toBe('вт–чт')
    expect(formatOpeningPeriod(i18nOf.ru, tuesdayToThursdayEvenings, 'entryStart')).toBe('Вт–Чт 17:00–23:00')
    expect(asEntryStart('ru', 'вс–пн: закрыто')).toBe('Вс–Пн: закрыто')
    expect(asEntryStart('ru', 'вс, пн')).toBe('Вс, Пн')
  })

  it('Spanish as well: only the first letter of the entry, "Mar–jue"', () => {
    expect(formatDayRange(i18nOf.es, tuesdayToThursday, 'entryStart')).toBe('Mar–jue')
    expect(formatDayRange(i18nOf.es, tuesdayToThursday, 'inSentence')).toBe('mar–jue')
  })

  it('Finnish keeps its lower case at the start of a line too, as Finnish lists write "ti–to"', () => {
    expect(formatDayRange(i18nOf.fi, tuesdayToThursday, 'entryStart')).toBe('ti–to')
    expect(formatOpeningPeriod(i18nOf.fi, tuesdayToThursdayEvenings, 'entryStart')).toBe('ti–to 17.00–23.00')
  })

  it('Latvian, Estonian, German and English abbreviations are capitals in every place', () => {
    for (const placement of ['entryStart', 'inSentence'] as const) {
      expect(formatDayRange(i18nOf.lv, tuesdayToThursday, placement)).toBe('O.–C.')
      expect(formatDayRange(i18nOf.et, tuesdayToThursday, placement)).toBe('T–N')
      expect(formatDayRange(i18nOf.de, tuesdayToThursday, placement)).toBe('Di–Do')
      expect(formatDayRange(i18nOf.en, tuesdayToThursday, placement)).toBe('Tue–Thu')
    }
  })

  it('an entry that begins with a translated message is capitalised the same way, wherever the translator put the days', () => {
    expect(asEntryStart('ru', 'вс–пн: выходной')).toBe('Вс–Пн: выходной')
    expect(asEntryStart('es', 'dom, lun')).toBe('Dom, lun')
    expect(asEntryStart('fi', 'su–ma: suljettu')).toBe('su–ma: suljettu')
    expect(asEntryStart('ru', 'Выходной: вс–пн')).toBe('Выходной: вс–пн')
  })

  it("inside a sentence the catalog's form stands, and nothing is ever put in lower case", () => {
    for (const language of languages) {
      for (const day of weekdays) expect(formatDayRange(i18nOf[language], [day], 'inSentence')).toBe(i18nOf[language]._(weekdayShortNames[day]))
      for (const text of ['ABC', 'Ábc', '17:00']) expect(asEntryStart(language, text)).toBe(text)
    }
  })
})
