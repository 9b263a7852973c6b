import type { I18n } from '@lingui/core'
import { msg, select } from '@lingui/core/macro'
import type { Weekday } from '../content/openingHours'
import { formatDayMonth } from '../i18n/formatDate'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import type { OpeningStatus } from './openingStatus'

const languageOf = (i18n: I18n) => (isLanguage(i18n.locale) ? i18n.locale : defaultLanguage)

/** "Closing soon · until 23:00": the last hour before closing. */
export const closingSoonWords = (i18n: I18n, closes: string) => {
  const time = formatTime(languageOf(i18n), closes)
  return i18n._(msg({ message: `Closing soon · until ${time}`, comment: 'Opening status within the last hour before closing; {time} is the closing time, e.g. 23:00' }))
}

/** "Closed · opens today at 17:00". */
export const opensTodayWords = (i18n: I18n, opens: string) => {
  const time = formatTime(languageOf(i18n), opens)
  return i18n._(msg({ message: `Closed · opens today at ${time}`, comment: 'Opening status before opening on a day the restaurant opens; {time} is e.g. 17:00. Terms: Closed — see the glossary in docs/translating.md.' }))
}

/** "Closed · opens 2 Jan at 17:00": `date` as the caller writes it (a day further off than the coming week). */
export const opensOnDateWords = (i18n: I18n, date: string, opens: string) => {
  const time = formatTime(languageOf(i18n), opens)
  return i18n._(
    msg({
      message: `Closed · opens ${date} at ${time}`,
      comment:
        'Opening status when the restaurant stays closed for more than a week (holidays, changed hours): {date} is the day it opens again, short, as your language writes it (Latvian "2. janv.", Russian "2 янв.", Finnish "2.1."), and {time} e.g. 17:00. Word it like "Closed · opens Tuesday at 17:00". Terms: Closed — see the glossary in docs/translating.md.',
    }),
  )
}

/** "Closed · opens Tuesday at 17:00": a day of the coming week, by its name. */
export const opensOnWeekdayWords = (i18n: I18n, weekday: Weekday, opens: string) => {
  const time = formatTime(languageOf(i18n), opens)
  // One sentence per day rather than a day's name put into a sentence: each language inflects the
  // day where it stands (Russian "во вторник", Finnish "tiistaina").
  return i18n._(
    msg({
      message: select(weekday, {
        mon: `Closed · opens Monday at ${time}`,
        tue: `Closed · opens Tuesday at ${time}`,
        wed: `Closed · opens Wednesday at ${time}`,
        thu: `Closed · opens Thursday at ${time}`,
        fri: `Closed · opens Friday at ${time}`,
        sat: `Closed · opens Saturday at ${time}`,
        sun: `Closed · opens Sunday at ${time}`,
        other: `Closed · opens at ${time}`,
      }),
      comment:
        'Opening status on a closed day: the next day the restaurant opens, and {time} (e.g. 17:00). One sentence per weekday: give the day the form your language needs there (Russian "во вторник", Finnish "tiistaina", Latvian "otrdien"); keep the keys mon … sun and other. Terms: Closed — see the glossary in docs/translating.md.',
    }),
  )
}

/** "Open now · until 02:00" or "Closed · opens Tuesday at 17:00", as the table request's panel shows the status. */
export function openingStatusWords(i18n: I18n, status: OpeningStatus): string {
  if (status.state === 'open') {
    if (status.closingSoon) return closingSoonWords(i18n, status.closes.time)
    const time = formatTime(languageOf(i18n), status.closes.time)
    return i18n._(msg({ message: `Open now · until ${time}`, comment: 'Opening status while the restaurant is open; {time} is the closing time, e.g. 02:00' }))
  }
  if (status.opensToday) return opensTodayWords(i18n, status.opens.time)
  if (!status.opensThisWeek) return opensOnDateWords(i18n, formatDayMonth(languageOf(i18n), status.opens.date), status.opens.time)
  return opensOnWeekdayWords(i18n, status.opens.day, status.opens.time)
}
