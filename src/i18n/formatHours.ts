import type { I18n } from '@lingui/core'
import type { OpeningPeriod, Weekday } from '../content/openingHours'
import { defaultLanguage, isLanguage } from './languages'
import { weekdayShortNames } from './weekdayNames'
import { formatTime } from './formatTime'

export { formatTime }

/** A run of days: "Tue–Thu", or one day's name. */
export function formatDayRange(i18n: I18n, days: readonly Weekday[]): string {
  const first = days[0]
  const last = days[days.length - 1]
  if (!first || !last) return ''
  const name = (day: Weekday) => i18n._(weekdayShortNames[day])
  return first === last ? name(first) : `${name(first)}–${name(last)}`
}

/** "Tue–Thu 17:00–23:00" in the active language: its day names and its way of writing times. */
export function formatOpeningPeriod(i18n: I18n, period: OpeningPeriod): string {
  const language = isLanguage(i18n.locale) ? i18n.locale : defaultLanguage
  return `${formatDayRange(i18n, period.days)} ${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`
}
