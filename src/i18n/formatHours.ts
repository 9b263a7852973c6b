import type { I18n } from '@lingui/core'
import type { OpeningPeriod, Weekday } from '../content/openingHours'
import { weekdayShortNames } from './weekdayNames'

/** A run of days: "Tue–Thu", or one day's name. */
export function formatDayRange(i18n: I18n, days: readonly Weekday[]): string {
  const first = days[0]
  const last = days[days.length - 1]
  if (!first || !last) return ''
  const name = (day: Weekday) => i18n._(weekdayShortNames[day])
  return first === last ? name(first) : `${name(first)}–${name(last)}`
}

/** "Tue–Thu 17:00–23:00": hours stay in 24-hour form, which every one of our languages reads. */
export function formatOpeningPeriod(i18n: I18n, period: OpeningPeriod): string {
  return `${formatDayRange(i18n, period.days)} ${period.opens}–${period.closes}`
}
