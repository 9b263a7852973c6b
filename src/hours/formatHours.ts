import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { closedDayRuns, openingHours, type OpeningPeriod } from '../content/openingHours'
import { weekdays, type Weekday } from '../content/schema/choices.ts'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage, type Language } from '../i18n/languages'
import { rangeDash } from '../i18n/rangeDash'
import { asEntryStart, weekdayShortNames, type DayPlacement } from './weekdayNames'

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
  const range = first === last ? name(first) : `${name(first)}${rangeDash}${name(last)}`
  return placement === 'entryStart' ? asEntryStart(languageOf(i18n), range) : range
}

/** Days of the week, each run of consecutive ones as a range: "Tue–Sat", "Thu, Sat". Only the first begins the entry. */
export function formatDays(i18n: I18n, days: readonly Weekday[], placement: DayPlacement): string {
  return closedDayRuns(days)
    .map((run, index) => formatDayRange(i18n, run, index === 0 ? placement : 'inSentence'))
    .join(', ')
}

/** "Tue–Thu 17:00–23:00" in the active language: its day names and its way of writing times. */
export function formatOpeningPeriod(i18n: I18n, period: OpeningPeriod, placement: DayPlacement): string {
  const language = languageOf(i18n)
  return `${formatDayRange(i18n, period.days, placement)} ${formatTime(language, period.opens)}${rangeDash}${formatTime(language, period.closes)}`
}

export const closedLabel = msg({
  message: 'Closed',
  comment:
    'Opening hours, on the home, about and visit pages, in the footer and in llms.txt: written in the place of the times beside the days the restaurant does not open ("Sun–Mon  Closed"), as a table cell. Terms: Closed — see the glossary in docs/translating.md.',
})

/** One line of the week's hours: its days, and its times or "Closed". */
export interface HoursLine {
  days: string
  hours: string
  isClosed: boolean
}

/**
 * The week's opening hours as lines, the closed days last: "Tue–Thu | 17:00–23:00", …,
 * "Sun–Mon | Closed". Every page and llms.txt write the hours from here, so each language writes
 * them one way everywhere.
 */
export function openingHoursLines(i18n: I18n, hours: readonly OpeningPeriod[] = openingHours): HoursLine[] {
  const language = languageOf(i18n)
  const closed = weekdays.filter((day) => !hours.some((period) => period.days.includes(day)))
  return [
    ...hours.map((period) => ({
      days: formatDayRange(i18n, period.days, 'entryStart'),
      hours: `${formatTime(language, period.opens)}${rangeDash}${formatTime(language, period.closes)}`,
      isClosed: false,
    })),
    ...closedDayRuns(closed).map((days) => ({ days: formatDayRange(i18n, days, 'entryStart'), hours: i18n._(closedLabel), isClosed: true })),
  ]
}
