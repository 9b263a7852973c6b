import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { useTableRequest } from '../../src/components/reserve/TableRequestPanel/useTableRequest'
import type { OpeningPeriod } from '../../src/content/openingHours'
import type { ReservationRules, RequestReplies } from '../../src/content/reservations'
import { vars } from '../../src/design/theme.css'
import type { Schedule } from '../../src/hours/schedule'
import { languageInfo } from '../../src/i18n/languages'
import { useLanguage } from '../../src/i18n/useLanguage'
import type { TableRequest } from '../../src/reservations/tableRequest'
import { fixedNow } from '../../tests/fixedClock'

/**
 * What the table request's stories share: the specification's week and rules of their own (not the
 * content's, which are the owner's to change), at the suite's moment (Friday 20 November 2026, 19:30
 * in Riga: tests/fixedClock.ts).
 */
export const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
export const schedule: Schedule = { hours: week, exceptions: [] }
export const rules: ReservationRules = { largestParty: 12, largestGroup: 40, usualParty: 2, stepMinutes: 30, lastSeatingMinutes: 60, noticeMinutes: 30, daysAhead: 60, nameLength: 60, noteLength: 200 }
/** The three apps, so each button shows: the house's own list is the owner's. */
export const replies: RequestReplies = { chatApps: ['whatsapp', 'telegram', 'viber'], telegramUsername: 'amigo_riga', answerMinutes: 60 }
/** Saturday 21 November at 19:30, four guests, a name and a note. */
export const filled = { date: '2026-11-21', time: '19:30', party: 4, name: 'Anna Bērziņa', note: 'A birthday: a high chair, please', callback: '' } satisfies TableRequest

/** The form's state as the panel holds it, for a field shown on its own. */
export const useStoryRequest = (initial?: Partial<TableRequest>, showMissing = false) => useTableRequest({ schedule, rules, now: fixedNow, initial, showMissing })

/**
 * A field as the panel holds it: on the sheet's surface, as wide as the sheet at most (34rem), in
 * the story's language for react-aria's own words and formats (the calendar, the numbers).
 */
export function OnSheet({ children }: { children: ReactNode }) {
  const language = useLanguage()
  return (
    <I18nProvider locale={languageInfo[language].intlLocale}>
      <div style={{ maxWidth: '34rem', padding: vars.space.md, display: 'grid', gap: vars.space.md, background: vars.color.surface, color: vars.color.ink }}>{children}</div>
    </I18nProvider>
  )
}
