import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg, plural } from '@lingui/core/macro'
import type { Weekday } from '../content/openingHours'
import type { ReservationRules } from '../content/reservations'
import { exceptionReasonLabels } from '../hours/formatExceptions'
import { closedLabel } from '../hours/formatHours'
import type { NoTables } from '../hours/tableTimes'
import type { DateProblem, PartyProblem, RequestProblems, TimeProblem } from './tableRequest'

// What the table request's panel says is wrong with a field, or why a day offers no table. Each
// comment is written out in its own msg() call: extraction reads only literal text.

const closedOn: Record<Weekday, MessageDescriptor> = {
  mon: msg({ message: 'Closed on Mondays', comment: 'Table request: why a Monday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  tue: msg({ message: 'Closed on Tuesdays', comment: 'Table request: why a Tuesday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  wed: msg({ message: 'Closed on Wednesdays', comment: 'Table request: why a Wednesday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  thu: msg({ message: 'Closed on Thursdays', comment: 'Table request: why a Thursday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  fri: msg({ message: 'Closed on Fridays', comment: 'Table request: why a Friday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  sat: msg({ message: 'Closed on Saturdays', comment: 'Table request: why a Saturday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
  sun: msg({ message: 'Closed on Sundays', comment: 'Table request: why a Sunday cannot be chosen, under the date and in the calendar. Terms: Closed — see the glossary in docs/translating.md.' }),
}

/** Why an evening offers no table: "Closed on Mondays", "Closed · Public holiday", "That day has passed". */
export function noTablesText(i18n: I18n, noTables: NoTables, rules: ReservationRules): string {
  switch (noTables.why) {
    case 'past':
      return i18n._(msg({ message: 'That day has passed.', comment: 'Table request: the date typed is before today.' }))
    case 'tooFar': {
      const days = rules.daysAhead
      return i18n._(
        msg({
          message: plural(days, { one: 'You can request a table up to # day ahead.', other: 'You can request a table up to # days ahead.' }),
          comment: 'Table request: the date typed is too far ahead; # is the number of days, 60. Terms: form of address — see the glossary in docs/translating.md.',
        }),
      )
    }
    case 'weekly':
      return i18n._(closedOn[noTables.day])
    case 'exception':
      // As the lists of special hours write a closed day: "Closed · Public holiday".
      if (noTables.reason) return `${i18n._(closedLabel)} · ${i18n._(exceptionReasonLabels[noTables.reason])}`
      return i18n._(msg({ message: 'Closed that day', comment: 'Table request: why a date cannot be chosen, when the restaurant is closed on it for a reason not given. Terms: Closed — see the glossary in docs/translating.md.' }))
    case 'noTimeLeft':
      return noTables.today
        ? i18n._(msg({ message: 'Too late for a table today.', comment: 'Table request: why today cannot be chosen: the last time a table is offered today (an hour before closing) has passed.' }))
        : i18n._(msg({ message: 'No table can be requested that day.', comment: 'Table request: why a date cannot be chosen although the restaurant opens: its hours that day are too short for a table.' }))
  }
}

export function dateProblemText(i18n: I18n, problem: DateProblem, rules: ReservationRules): string {
  if (problem.why === 'missing') return i18n._(msg({ message: 'Choose a day.', comment: 'Table request: the date was left empty. Terms: form of address — see the glossary in docs/translating.md.' }))
  return noTablesText(i18n, problem, rules)
}

export function timeProblemText(i18n: I18n, problem: TimeProblem): string {
  return problem === 'missing'
    ? i18n._(msg({ message: 'Choose a time.', comment: 'Table request: no time was chosen. Terms: form of address — see the glossary in docs/translating.md.' }))
    : i18n._(msg({ message: 'That time has passed: choose another.', comment: 'Table request: the time chosen is no longer offered (it is too close now). Terms: form of address — see the glossary in docs/translating.md.' }))
}

export function partyProblemText(i18n: I18n, problem: PartyProblem, rules: ReservationRules): string {
  if (problem === 'missing') return i18n._(msg({ message: 'Enter the number of guests.', comment: 'Table request: the party size was left empty. Terms: guests, form of address — see the glossary in docs/translating.md.' }))
  const largest = rules.largestGroup
  return i18n._(
    msg({
      message: plural(largest, { one: 'For more than # guest, please call us.', other: 'For more than # guests, please call us.' }),
      comment: 'Table request: the party is larger than the house takes by a written request; # is that largest party, 40. The call button is just below. Terms: guests, form of address — see the glossary in docs/translating.md.',
    }),
  )
}

/** A party the house takes in writing, though a call settles it sooner: said under the party, the call then first. */
export function largePartyText(i18n: I18n, rules: ReservationRules): string {
  const largest = rules.largestParty
  return i18n._(
    msg({
      message: plural(largest, {
        one: 'A group of more than # guest? Write to us below, or call: a call settles it sooner.',
        other: 'A group of more than # guests? Write to us below, or call: a call settles it sooner.',
      }),
      comment: 'Table request, under the number of guests when it is larger than the house seats without talking it through; # is that number, 12. The written request still works; the call is shown first as the quicker way. Terms: guests, form of address — see the glossary in docs/translating.md.',
    }),
  )
}

/** What the request still needs, in the place its message will appear: the first thing missing, and that the message comes then. */
export function notReadyText(i18n: I18n, problems: RequestProblems): string {
  if (problems.date)
    return problems.date.why === 'missing'
      ? i18n._(msg({ message: 'Choose a day and a time: your message will be written here.', comment: 'Table request, where the message to send will appear, while no day is chosen. Terms: form of address — see the glossary in docs/translating.md.' }))
      : i18n._(msg({ message: 'Choose a day with a table, then a time: your message will be written here.', comment: 'Table request, where the message to send will appear, while the day chosen offers no table (the date field says why). Terms: form of address — see the glossary in docs/translating.md.' }))
  if (problems.time)
    return i18n._(msg({ message: 'Choose a time: your message will be written here.', comment: 'Table request, where the message to send will appear, while no time (or a time no longer offered) is chosen. Terms: form of address — see the glossary in docs/translating.md.' }))
  if (problems.party === 'tooLarge')
    return i18n._(msg({ message: 'A group this large is best arranged on the phone: please call us.', comment: 'Table request, where the message to send would appear, when the party is larger than any request the house takes in writing. Terms: form of address — see the glossary in docs/translating.md.' }))
  return i18n._(msg({ message: 'Enter the number of guests: your message will be written here.', comment: 'Table request, where the message to send will appear, while the number of guests is empty. Terms: guests, form of address — see the glossary in docs/translating.md.' }))
}
