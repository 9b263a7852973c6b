import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatDayMonth, formatDayMonthRange, formatWeekdayDayMonth } from '../i18n/formatDate'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage } from '../i18n/languages'
import { rangeDash } from '../i18n/rangeDash'
import { weekdayOf } from './calendar'
import { exceptionReasonLabels } from './formatExceptions'
import { holidayName } from './holidayNames'
import type { DayName, LiveLine, LiveLineMain, LiveLineNews } from './liveLine'
import { closingSoonWords, opensOnDateWords, opensOnWeekdayWords, opensTodayWords } from './openingStatusWords'
import { eventWords } from './whatsOnTexts'

// The live line's words (./liveLine.ts). Each part keeps its times and dates whole, and the dot
// between parts starts the part after it: a line may break before "·", never after it, before a
// time or inside "29. dec." (decision 0061).

const languageOf = (i18n: I18n) => (isLanguage(i18n.locale) ? i18n.locale : defaultLanguage)

/** The tone the line is shown in: its dot and its colours. */
export type LiveLineTone = 'open' | 'closingSoon' | 'closed' | 'undecided'

export const toneOf = (main: LiveLineMain): LiveLineTone => (main.kind === 'open' ? (main.closingSoon ? 'closingSoon' : 'open') : main.kind)

/** Where the words may not break: before a time ("plkst. 17:00"), inside a date or a range of times. */
const keepTimesWhole = (text: string) => text.replace(/ (?=\d{1,2}[:.]\d{2})/g, '\u00a0').replace(/(\d\.?) (?=\p{L})/gu, '$1\u00a0')

/** Holds the dot between two parts to the second one's start: "Open until 02:00⏎· Karaoke", never a line ending in "·". */
const joinParts = (parts: string[]) => parts.map((part) => part.replaceAll(' · ', ' ·\u00a0')).join(' ·\u00a0')

const hoursRange = (i18n: I18n, hours: { opens: string; closes: string }) => {
  const language = languageOf(i18n)
  return `${formatTime(language, hours.opens)}${rangeDash}${formatTime(language, hours.closes)}`
}

function mainWords(i18n: I18n, main: LiveLineMain): string {
  const language = languageOf(i18n)
  if (main.kind === 'undecided') {
    const holiday = holidayName(i18n, main.holiday)
    return i18n._(msg({ message: `${holiday}: hours may differ, call to check`, comment: 'The opening status on a public holiday whose hours the owner has not set yet: {holiday} is its name ("Christmas Eve"). Say the hours that day may not be the usual ones and to phone us to make sure. Terms: form of address — see the glossary in docs/translating.md.' }))
  }
  if (main.kind === 'open') {
    const time = formatTime(language, main.closes)
    return main.closingSoon ? closingSoonWords(i18n, main.closes) : i18n._(msg({ message: `Open until ${time}`, comment: 'The opening status while the restaurant is open, at the start of the live line in the header ("Open until 02:00 · Karaoke from 21:00"); {time} is the closing time.' }))
  }
  const date = formatWeekdayDayMonth(language, main.day)
  const time = formatTime(language, main.opens)
  if (main.reason === 'publicHoliday') return i18n._(msg({ message: `Closed for the holiday · opens ${date} at ${time}`, comment: 'The opening status while a public holiday closes the restaurant: {date} is the day it opens again with its weekday ("Tue 29 Dec", Latvian "otrd., 29. dec."), {time} e.g. 17:00. Terms: Closed — see the glossary in docs/translating.md.' }))
  if (main.reason === 'privateEvent') return i18n._(msg({ message: `Closed for a private event · opens ${date} at ${time}`, comment: 'The opening status while a private party has booked the whole restaurant: {date} is the day it opens again with its weekday ("Tue 29 Dec"), {time} e.g. 17:00. Terms: Closed — see the glossary in docs/translating.md.' }))
  if (main.reason) return opensOnDateWords(i18n, date, main.opens)
  if (main.opensToday) return opensTodayWords(i18n, main.opens)
  return main.byWeekday ? opensOnWeekdayWords(i18n, weekdayOf(main.day), main.opens) : opensOnDateWords(i18n, date, main.opens)
}

const dayNameWords = (i18n: I18n, name: DayName) => (name === undefined ? undefined : 'holiday' in name ? holidayName(i18n, name.holiday) : i18n._(exceptionReasonLabels[name.reason]))

function newsWords(i18n: I18n, news: LiveLineNews): string {
  const language = languageOf(i18n)
  if (news.kind === 'evening') {
    const words = eventWords(i18n, { ...news.event })
    return news.started ? words.since : words.before
  }
  if (news.kind === 'undecided') {
    const holiday = holidayName(i18n, news.holiday)
    const date = formatDayMonth(language, news.date)
    return news.tomorrow
      ? i18n._(msg({ message: `Tomorrow, ${holiday}: hours may differ, call to check`, comment: 'In the live line after the opening status: tomorrow is a public holiday ({holiday}, e.g. "Christmas Eve") whose hours the owner has not set yet; phone us to make sure. Terms: form of address — see the glossary in docs/translating.md.' }))
      : i18n._(msg({ message: `${date}, ${holiday}: hours may differ, call to check`, comment: 'In the live line after the opening status: a public holiday of the coming two weeks ({date}, e.g. "24 Dec"; {holiday}, e.g. "Christmas Eve") whose hours the owner has not set yet; phone us to make sure. Terms: form of address — see the glossary in docs/translating.md.' }))
  }
  const name = dayNameWords(i18n, news.name)
  const days = formatDayMonthRange(language, news.from, news.to)
  if (!news.hours) {
    if (news.tomorrow) return name ? i18n._(msg({ message: `Tomorrow closed: ${name}`, comment: 'In the live line after the opening status: the restaurant is closed tomorrow, and why ({name}: a holiday, "Christmas Eve", or "Private event"). Terms: Closed — see the glossary in docs/translating.md.' })) : i18n._(msg({ message: 'Closed tomorrow', comment: 'In the live line after the opening status: the restaurant is closed tomorrow. Terms: Closed — see the glossary in docs/translating.md.' }))
    return name ? i18n._(msg({ message: `Closed ${days}: ${name}`, comment: 'In the live line after the opening status: the restaurant is closed on coming days ({days}, e.g. "24–26 Dec"), and why ({name}: a holiday, "Christmas Eve", or "Private event"). Terms: Closed — see the glossary in docs/translating.md.' })) : i18n._(msg({ message: `Closed ${days}`, comment: 'In the live line after the opening status: the restaurant is closed on coming days ({days}, e.g. "24–26 Dec"). Terms: Closed — see the glossary in docs/translating.md.' }))
  }
  const hours = hoursRange(i18n, news.hours)
  if (news.tomorrow) return name ? i18n._(msg({ message: `Tomorrow ${hours}: ${name}`, comment: 'In the live line after the opening status: tomorrow’s hours differ from the week’s ({hours}, e.g. "17:00–03:00"), and why ({name}: a holiday, "New Year’s Eve", or "Holiday hours").' })) : i18n._(msg({ message: `Tomorrow ${hours}`, comment: 'In the live line after the opening status: tomorrow’s hours differ from the week’s ({hours}, e.g. "17:00–03:00").' }))
  return name ? i18n._(msg({ message: `${days} ${hours}: ${name}`, comment: 'In the live line after the opening status: the hours of coming days differ from the week’s ({days}, e.g. "31 Dec"; {hours}, e.g. "17:00–03:00"), and why ({name}: a holiday, "New Year’s Eve", or "Holiday hours").' })) : i18n._(msg({ message: `${days} ${hours}`, comment: 'In the live line after the opening status: the hours of coming days differ from the week’s ({days}, e.g. "31 Dec"; {hours}, e.g. "17:00–03:00"). Keep the order day, hours.' }))
}

/** The line in the active language: "Open until 02:00 · Karaoke from 21:00". */
export function liveLineWords(i18n: I18n, line: LiveLine): string {
  return keepTimesWhole(joinParts([mainWords(i18n, line.main), ...(line.news ? [newsWords(i18n, line.news)] : [])]))
}

