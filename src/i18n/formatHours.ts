import type { I18n } from '@lingui/core'
import type { OpeningPeriod, Weekday } from '../content/openingHours'
import { defaultLanguage, isLanguage, languageInfo, type Language } from './languages'
import { weekdayShortNames } from './weekdayNames'

/**
 * A 24-hour "HH:MM" time as the language writes it: "02:00", Finnish "02.00". Every one of our
 * languages reads the 24-hour clock; only the separator differs (see `timeSeparator`).
 */
export function formatTime(language: Language, time: string): string {
  const match = /^(\d{2}):(\d{2})$/.exec(time)
  if (!match) throw new Error(`formatTime expects "HH:MM", got "${time}"`)
  return `${match[1]}${languageInfo[language].timeSeparator}${match[2]}`
}

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
