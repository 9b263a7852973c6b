import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Weekday } from '../content/openingHours'
import { weekdayOf } from '../hours/calendar'

// The evening of a table request inside the guest's sentence, "on Friday 20 November": messages
// rather than Intl, which writes a date only as it stands alone ("piektdiena, 20. novembris"), where
// a sentence needs "piektdien, 20. novembrī", "в пятницу, 20 ноября", "perjantaina 20. marraskuuta".
// Each comment is written out in its own msg() call: extraction reads only literal text.

const onWeekday: Record<Weekday, MessageDescriptor> = {
  mon: msg({ message: 'on Monday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Monday 23 November at 19:30". {date} is the day and month as the month’s own message writes it ("23 November"). Write the weekday in the form your sentence needs (Latvian "pirmdien, {date}", Russian "в понедельник, {date}", Finnish "maanantaina {date}").' }),
  tue: msg({ message: 'on Tuesday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Tuesday 24 November at 19:30". {date} is the day and month as the month’s own message writes it ("24 November"). Write the weekday in the form your sentence needs (Latvian "otrdien, {date}", Russian "во вторник, {date}", Finnish "tiistaina {date}").' }),
  wed: msg({ message: 'on Wednesday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Wednesday 25 November at 19:30". {date} is the day and month as the month’s own message writes it ("25 November"). Write the weekday in the form your sentence needs (Latvian "trešdien, {date}", Russian "в среду, {date}", Finnish "keskiviikkona {date}").' }),
  thu: msg({ message: 'on Thursday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Thursday 26 November at 19:30". {date} is the day and month as the month’s own message writes it ("26 November"). Write the weekday in the form your sentence needs (Latvian "ceturtdien, {date}", Russian "в четверг, {date}", Finnish "torstaina {date}").' }),
  fri: msg({ message: 'on Friday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Friday 20 November at 19:30". {date} is the day and month as the month’s own message writes it ("20 November"). Write the weekday in the form your sentence needs (Latvian "piektdien, {date}", Russian "в пятницу, {date}", Finnish "perjantaina {date}").' }),
  sat: msg({ message: 'on Saturday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Saturday 21 November at 19:30". {date} is the day and month as the month’s own message writes it ("21 November"). Write the weekday in the form your sentence needs (Latvian "sestdien, {date}", Russian "в субботу, {date}", Finnish "lauantaina {date}").' }),
  sun: msg({ message: 'on Sunday {date}', comment: 'Table request, inside the sentence the guest sends: "I would like to book a table for 4 people on Sunday 22 November at 19:30". {date} is the day and month as the month’s own message writes it ("22 November"). Write the weekday in the form your sentence needs (Latvian "svētdien, {date}", Russian "в воскресенье, {date}", Finnish "sunnuntaina {date}").' }),
}

/** The months, January first: "{day} November" → "20. novembrī", "20 ноября", "20. marraskuuta". */
const dayOfMonth: readonly MessageDescriptor[] = [
  msg({ message: '{day} January', comment: 'Table request: a day of January inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. janvārī", Russian "{day} января", Finnish "{day}. tammikuuta").' }),
  msg({ message: '{day} February', comment: 'Table request: a day of February inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. februārī", Russian "{day} февраля", Finnish "{day}. helmikuuta").' }),
  msg({ message: '{day} March', comment: 'Table request: a day of March inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. martā", Russian "{day} марта", Finnish "{day}. maaliskuuta").' }),
  msg({ message: '{day} April', comment: 'Table request: a day of April inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. aprīlī", Russian "{day} апреля", Finnish "{day}. huhtikuuta").' }),
  msg({ message: '{day} May', comment: 'Table request: a day of May inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. maijā", Russian "{day} мая", Finnish "{day}. toukokuuta").' }),
  msg({ message: '{day} June', comment: 'Table request: a day of June inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. jūnijā", Russian "{day} июня", Finnish "{day}. kesäkuuta").' }),
  msg({ message: '{day} July', comment: 'Table request: a day of July inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. jūlijā", Russian "{day} июля", Finnish "{day}. heinäkuuta").' }),
  msg({ message: '{day} August', comment: 'Table request: a day of August inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. augustā", Russian "{day} августа", Finnish "{day}. elokuuta").' }),
  msg({ message: '{day} September', comment: 'Table request: a day of September inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. septembrī", Russian "{day} сентября", Finnish "{day}. syyskuuta").' }),
  msg({ message: '{day} October', comment: 'Table request: a day of October inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. oktobrī", Russian "{day} октября", Finnish "{day}. lokakuuta").' }),
  msg({ message: '{day} November', comment: 'Table request: a day of November inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 20. Write the month in the form that sentence needs (Latvian "{day}. novembrī", Russian "{day} ноября", Finnish "{day}. marraskuuta").' }),
  msg({ message: '{day} December', comment: 'Table request: a day of December inside the guest’s sentence, after the weekday ("on Friday {date}"); {day} is the number, e.g. 15. Write the month in the form that sentence needs (Latvian "{day}. decembrī", Russian "{day} декабря", Finnish "{day}. joulukuuta").' }),
]

/** A day ("YYYY-MM-DD") as the guest's sentence names it after a weekday: "20 November", "20. novembrī", "20 ноября". */
export function dayInSentence(i18n: I18n, isoDate: string): string {
  const [, month = 1, day = 1] = isoDate.split('-').map(Number)
  return i18n._({ ...dayOfMonth[month - 1]!, values: { day: String(day) } })
}

/** An evening ("YYYY-MM-DD") as the guest's sentence names it: "on Friday 20 November", "piektdien, 20. novembrī". */
export function eveningInSentence(i18n: I18n, isoDate: string): string {
  return i18n._({ ...onWeekday[weekdayOf(isoDate)], values: { date: dayInSentence(i18n, isoDate) } })
}
