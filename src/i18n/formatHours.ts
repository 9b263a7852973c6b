import type { I18n } from '@lingui/core'
import type { OpeningPeriod, Weekday } from '../content/openingHours'
import { defaultLanguage, isLanguage, type Language } from './languages'
import { asEntryStart, weekdayShortNames, type DayPlacement } from './weekdayNames'
import { formatTime } from './formatTime'

export { formatTime }
export type { DayPlacement }

const languageOf = (i18n: I18n): Language => (isLanguage(i18n.locale) ? i18n.locale : defaultLanguage)

/**
 * A run of days, "Tue–Thu", or one day's name, in the active language. At the start of a list entry
 * or a line, the languages that capitalise it there do ("Вт–Чт"); inside a sentence it stays as the
 * catalog writes it ("пн–пт"). See `asEntryStart`.
 */
export function formatDayRange(i18n: I18n, days: readonly Weekday[], placement: DayPlacement): string {
  const first = days[0]
  const last = days[days.length - 1]
  if (!first || !last) return ''
  const name = (day: Weekday) => i18n._(weekdayShortNames[day])
  const range = first === last ? name(first) : `${name(first)}–${name(last)}`
  return placement === 'entryStart' ? asEntryStart(languageOf(i18n), range) : range
}

/** "Tue–Thu 17:00–23:00" in the active language: its day names and its way of writing times. */
export function formatOpeningPeriod(i18n: I18n, period: OpeningPeriod, placement: DayPlacement): string {
  const language = languageOf(i18n)
  return `${formatDayRange(i18n, period.days, placement)} ${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`
}
