import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { ExceptionReason, HoursException } from '../content/openingHours'
import { formatDayMonthRange } from '../i18n/formatDate'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import { rangeDash } from '../i18n/rangeDash'
import { closedLabel } from './formatHours'
import { exceptionHours, exceptionSpan } from './schedule'

export const exceptionReasonLabels: Record<ExceptionReason, MessageDescriptor> = {
  publicHoliday: msg({ message: 'Public holiday', comment: 'Beside a date whose opening hours differ from the week’s ("24 Dec  Closed · Public holiday"): why. A short label, capitalised as a label in your language.' }),
  privateEvent: msg({ message: 'Private event', comment: 'Beside a date whose opening hours differ from the week’s ("12 Feb  Closed · Private event"): the restaurant is booked for a private party. A short label.' }),
  holidayHours: msg({ message: 'Holiday hours', comment: 'Beside a date whose opening hours differ from the week’s ("31 Dec  17:00–03:00 · Holiday hours"): the restaurant keeps special hours for a holiday. A short label.' }),
}

export const specialHoursHeading = msg({
  message: 'Special hours',
  comment:
    'Heading above the dates whose opening hours differ from the week’s (public holidays, private events), under the weekly hours on the home and visit pages, in the footer, on the printed menu and in llms.txt. Use the glossary’s word for opening hours (docs/translating.md).',
})

/** One exception as the lists write it: its days ("24.–26. dec."), its hours or "Closed", its reason. */
export interface ExceptionLine {
  from: string
  to: string
  days: string
  hours: string
  isClosed: boolean
  /** A public holiday whose hours the owner has not decided: they may differ. */
  isUndecided?: boolean
  reason: string | undefined
}

/** The exceptions not over on `today` ("YYYY-MM-DD"), in the order of their days, as lines in the active language. */
export function exceptionLines(i18n: I18n, exceptions: readonly HoursException[], today: string): ExceptionLine[] {
  const language = isLanguage(i18n.locale) ? i18n.locale : defaultLanguage
  return exceptions
    .map((exception) => ({ exception, ...exceptionSpan(exception) }))
    .filter(({ to }) => to >= today)
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map(({ exception, from, to }) => ({ exception, from, to, hours: exceptionHours(exception) }))
    .map(({ exception, from, to, hours }) => ({
      from,
      to,
      days: formatDayMonthRange(language, from, to),
      hours: hours ? `${formatTime(language, hours.opens)}${rangeDash}${formatTime(language, hours.closes)}` : i18n._(closedLabel),
      isClosed: hours === undefined,
      reason: exception.reason && i18n._(exceptionReasonLabels[exception.reason]),
    }))
}
