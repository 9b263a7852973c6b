import type { I18n } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { TableTime } from '../hours/tableTimes'
import { formatTime } from '../i18n/formatTime'
import { defaultLanguage, isLanguage, type Language } from '../i18n/languages'

// The words of a table request, which the guest sends as their own: in a chat, in an e-mail, or
// read out on the phone. Each comment is written out in its own msg() call: extraction reads only
// literal text. The guest speaks to the restaurant here, so the glossary's form of address (how the
// site speaks to the guest) does not apply; write as a polite guest would.

export const languageOf = (i18n: I18n): Language => (isLanguage(i18n.locale) ? i18n.locale : defaultLanguage)

/** A time offered on an evening: "19:30", "00:30 (after midnight)". */
export function formatTableTime(i18n: I18n, { time, afterMidnight }: TableTime): string {
  const clock = formatTime(languageOf(i18n), time)
  if (!afterMidnight) return clock
  return i18n._(
    msg({
      message: `${clock} (after midnight)`,
      comment:
        'A time of a table request that falls after midnight on a night the restaurant is open until 02:00; {clock} is e.g. 00:30. Read out by screen readers in the list of times, under the evening it belongs to ("Friday 20 November"), so that the evening named is clearly the one before.',
    }),
  )
}

export const greeting = msg({
  message: 'Hello!',
  comment: 'Table request, the first line of what the guest sends to the restaurant in a chat or an e-mail, and says on the phone: a polite greeting a guest writes to a restaurant.',
})

export const thanks = msg({
  message: 'Thank you!',
  comment:
    'Table request, the last line of the chat message and the e-mail the guest sends to the restaurant: the guest thanks the restaurant (here the guest speaks, not the site). Terms: form of address — see the glossary in docs/translating.md.',
})

/** "I would like to book a table for 4 people on Friday 20 November at 19:30." `when` is ./eveningTexts.ts's. */
export function bookingLine(i18n: I18n, party: number, when: string, time: string): string {
  return i18n._(
    msg({
      message: plural(party, {
        one: `I would like to book a table for # person ${when} at ${time}.`,
        other: `I would like to book a table for # people ${when} at ${time}.`,
      }),
      comment:
        'Table request, what the guest sends to the restaurant (chat, e-mail) and says on the phone: # is the party size; {when} the evening with its weekday as your "on Friday {date}" message writes it, e.g. "on Friday 20 November", "piektdien, 20. novembrī", "в пятницу, 20 ноября"; {time} e.g. 19:30, or "00:30 (after midnight)". Polite, as a guest writes to a restaurant. Terms: reservation — see the glossary in docs/translating.md.',
    }),
  )
}

export function nameLine(i18n: I18n, name: string): string {
  return i18n._(msg({ message: `Name: ${name}`, comment: 'Table request, in the chat message and the e-mail the guest sends: the name the table is booked under, as the guest typed it.' }))
}

export function callbackLine(i18n: I18n, callback: string): string {
  return i18n._(
    msg({ message: `Phone to call me back: ${callback}`, comment: 'Table request, in the chat message and the e-mail the guest sends: the phone number the guest gave so the restaurant can call back, as typed (e.g. +371 2612 3456).' }),
  )
}

export function noteLine(i18n: I18n, note: string): string {
  return i18n._(
    msg({ message: `Note: ${note}`, comment: 'Table request, in the chat message and the e-mail the guest sends: what else the guest wrote, as they typed it (e.g. "a high chair", "a birthday").' }),
  )
}

/** The e-mail's subject: "Reservation request: Friday 20 November, 19:30, 4 people". */
export function emailSubject(i18n: I18n, party: number, evening: string, time: string): string {
  return i18n._(
    msg({
      message: plural(party, { one: `Reservation request: ${evening}, ${time}, # person`, other: `Reservation request: ${evening}, ${time}, # people` }),
      comment:
        'Subject of the e-mail a guest sends to request a table: {evening} is the day in full with its weekday, as it stands alone ("Friday 20 November"); {time} e.g. 19:30 or "00:30 (after midnight)"; # the party size. Short, as a subject line. Terms: reservation — see the glossary in docs/translating.md.',
    }),
  )
}

export function spokenName(i18n: I18n, name: string): string {
  return i18n._(msg({ message: `My name is ${name}.`, comment: 'Table request read out on the phone by the guest: the name the table is booked under, as the guest typed it.' }))
}

export function spokenNote(i18n: I18n, note: string): string {
  return i18n._(
    msg({ message: `Also: ${note}`, comment: 'Table request read out on the phone, its last sentence: what else the guest wrote, as they typed it (e.g. "a high chair", "a birthday").' }),
  )
}
