import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDayMonth } from '../i18n/formatDate'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import type { ExceptionLine } from './formatExceptions'
import { holidayName } from './holidayNames'
import type { HolidayFact } from './liveLine'

export const hoursMayDifferLabel = msg({
  message: 'Hours may differ, call to check',
  comment:
    'In the list of special hours, in the place of the times beside a public holiday whose hours the owner has not set yet ("24 Dec  Hours may differ, call to check · Christmas Eve"): the usual hours may not hold, phone us to make sure. Terms: form of address — see the glossary in docs/translating.md.',
})

/** The undecided public holidays not over on `today`, as lines of the same list: their day, "Hours may differ, call to check", their name. */
export function undecidedLines(i18n: I18n, holidays: readonly HolidayFact[], today: string): ExceptionLine[] {
  const language = isLanguage(i18n.locale) ? i18n.locale : defaultLanguage
  return holidays
    .filter((holiday) => !holiday.decided && holiday.date >= today)
    .map((holiday) => ({ from: holiday.date, to: holiday.date, days: formatDayMonth(language, holiday.date), hours: i18n._(hoursMayDifferLabel), isClosed: false, isUndecided: true, reason: holidayName(i18n, holiday.englishName) }))
}
