import type { ExceptionReason, Weekday } from '../content/openingHours.ts'
import type { ReservationRules } from '../content/reservations.ts'
import { addDays, dayNumber, restaurantTimeZone, wallClock, weekdayOf } from './calendar.ts'
import { dayMinutes, exceptionOn, hoursOn, openingOn, type Schedule } from './schedule.ts'

/**
 * The times a guest may ask for a table (src/content/data/reservations.json), on Riga's wall clock whatever
 * the device's time zone, following the week's hours and the dated exceptions as the opening status
 * does. An evening's times are those of the opening that begins on its date: a night to 02:00 offers
 * times after midnight under the evening it belongs to, as the house books it.
 */

/** A time offered on an evening: "HH:MM", and whether that is after midnight (the next calendar day). */
export interface TableTime {
  time: string
  afterMidnight: boolean
}

/** Why an evening offers no time. */
export type NoTables =
  | { why: 'past' }
  | { why: 'tooFar' }
  /** Closed on this weekday every week. */
  | { why: 'weekly'; day: Weekday }
  /** Closed by a dated exception, with its reason if the owner gave one. */
  | { why: 'exception'; reason: ExceptionReason | undefined }
  /** Open, but its last seating has passed (today) or its hours are too short for one. */
  | { why: 'noTimeLeft'; today: boolean }

/** The first and last date ("YYYY-MM-DD", Riga) a guest may choose at `now`. */
export function bookableDates(rules: ReservationRules, now: Date): { first: string; last: string } {
  const today = wallClock(now, restaurantTimeZone).date
  return { first: today, last: addDays(today, rules.daysAhead) }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** The times of an evening ("YYYY-MM-DD") that are still ahead at `now`: the ones a guest may ask for. */
export function tableTimes(schedule: Schedule, date: string, rules: ReservationRules, now: Date): TableTime[] {
  const { first, last } = bookableDates(rules, now)
  if (date < first || date > last) return []
  const day = dayNumber(date)
  const opening = openingOn(schedule, day, date)
  if (!opening) return []
  const clock = wallClock(now, restaurantTimeZone)
  const earliest = dayNumber(clock.date) * dayMinutes + clock.minute + rules.noticeMinutes
  const times: TableTime[] = []
  for (let minute = opening.start; minute <= opening.end - rules.lastSeatingMinutes; minute += rules.stepMinutes) {
    if (minute < earliest) continue
    const inDay = minute - day * dayMinutes
    times.push({ time: `${pad(Math.floor(inDay / 60) % 24)}:${pad(inDay % 60)}`, afterMidnight: inDay >= dayMinutes })
  }
  return times
}

/** Why an evening offers no time at `now`, or undefined when it offers some. */
export function noTablesOn(schedule: Schedule, date: string, rules: ReservationRules, now: Date): NoTables | undefined {
  const { first, last } = bookableDates(rules, now)
  if (date < first) return { why: 'past' }
  if (date > last) return { why: 'tooFar' }
  if (!hoursOn(schedule, dayNumber(date), date)) {
    const exception = exceptionOn(schedule.exceptions, date)
    return exception ? { why: 'exception', reason: exception.reason } : { why: 'weekly', day: weekdayOf(date) }
  }
  return tableTimes(schedule, date, rules, now).length > 0 ? undefined : { why: 'noTimeLeft', today: date === first }
}

/** The evening the panel starts on: today while it has times left, else the next that has; undefined if none within reach. */
export function firstTableDate(schedule: Schedule, rules: ReservationRules, now: Date): string | undefined {
  const { first } = bookableDates(rules, now)
  for (let ahead = 0; ahead <= rules.daysAhead; ahead++) {
    const date = addDays(first, ahead)
    if (tableTimes(schedule, date, rules, now).length > 0) return date
  }
  return undefined
}
