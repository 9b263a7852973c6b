import { weekdays } from '../content/schema/choices.ts'
import type { HoursException, OpeningPeriod } from '../content/openingHours.ts'
import type { DatedEvent, WeeklyEvent } from '../content/whatsOn.ts'
import { addDays, dateOf, dayNumber } from './calendar.ts'
import { exceptionSpan, openingOn, type Schedule } from './schedule.ts'
import { placeInOpening } from './whatsOn.ts'

/** An exception as the owner finds it in the editor: its list and its days. */
export function exceptionName(exception: HoursException): string {
  const { from, to } = exceptionSpan(exception)
  return `Holidays and special hours › ${from === to ? from : `${from} to ${to}`}`
}

/**
 * What only shows across the dated exceptions, each naming its entry: two entries for one day, and
 * a night that would run into the next day's opening. Each entry on its own is the schema's to
 * check (src/content/schema/hours.ts), before this runs. Empty when all is well.
 */
export function scheduleProblems(exceptions: readonly HoursException[], hours: readonly OpeningPeriod[]): string[] {
  const problems: string[] = []
  // Two entries for one day: the later one is named, with the day and the entry it meets.
  const claimed = new Map<string, HoursException>()
  for (const exception of exceptions) {
    const { from, to } = exceptionSpan(exception)
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const earlier = claimed.get(date)
      if (earlier === undefined) claimed.set(date, exception)
      else {
        problems.push(`${exceptionName(exception)}: ${date} is already given by the entry of ${exceptionName(earlier).split(' › ')[1]}: keep one`)
        break
      }
    }
  }
  if (problems.length) return problems
  // A night that would end after the next day's opening has begun (the day before a range, and each of its days).
  const schedule: Schedule = { hours, exceptions }
  for (const exception of exceptions) {
    const { from, to } = exceptionSpan(exception)
    for (let date = addDays(from, -1); date <= to; date = addDays(date, 1)) {
      const day = dayNumber(date)
      const night = openingOn(schedule, day, date)
      const next = openingOn(schedule, day + 1, addDays(date, 1))
      if (night && next && night.end > next.start) problems.push(`${exceptionName(exception)}: the night of ${date} would end after the opening of ${addDays(date, 1)}`)
    }
  }
  return problems
}

/**
 * What only shows across what is on and the hours, each naming its entry: two weekly evenings of one
 * name, an evening on a day the restaurant is closed, or starting at or after it closes. Each entry
 * on its own is the schema's to check (src/content/schema/evenings.ts). Empty when all is well.
 */
export function whatsOnProblems(weekly: readonly WeeklyEvent[], dated: readonly DatedEvent[], schedule: Schedule): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  for (const event of weekly) {
    const name = `Every week › ${event.id}`
    if (ids.has(event.id)) problems.push(`${name}: the name "${event.id}" is given to another evening: give each its own`)
    ids.add(event.id)
    // On a day of an ordinary week (the coming Monday, …): exceptions may cancel an evening, the week may not.
    const monday = dayNumber('2026-01-05')
    for (const day of event.days) {
      const date = dateOf(monday + weekdays.indexOf(day))
      const opening = openingOn({ hours: schedule.hours, exceptions: [] }, dayNumber(date), date)
      if (!opening) problems.push(`${name}: the restaurant is closed on ${day} every week`)
      else if (!placeInOpening(event, dayNumber(date), opening)) problems.push(`${name}: on ${day} it starts at or after closing`)
    }
  }
  for (const event of dated) {
    const name = `Single evenings › ${event.date}`
    const opening = openingOn(schedule, dayNumber(event.date), event.date)
    if (!opening) problems.push(`${name}: the restaurant is closed that day: open it with an entry in Holidays and special hours`)
    else if (!placeInOpening(event, dayNumber(event.date), opening)) problems.push(`${name}: it starts at or after closing that day`)
  }
  return problems
}
