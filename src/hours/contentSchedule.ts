import { hoursExceptions, openingHours, type HoursException, type OpeningPeriod } from '../content/openingHours.ts'
import { addDays, rigaToday } from './calendar.ts'
import { exceptionSpan, type Schedule } from './schedule.ts'

// The owner's hours as a schedule, for the prerender, the stories and the tests. Apart from
// ./schedule.ts, so that an island, which receives its schedule in its props, carries none of the
// owner's files in its code.

/** The schedule of the content, every exception included (tests and stories read the owner's facts through it). */
export const contentSchedule: Schedule = { hours: openingHours, exceptions: hoursExceptions }

/**
 * The schedule a page carries, built on `today` ("YYYY-MM-DD", Riga): the week's hours and the
 * exceptions not yet over (from the day before, whose night may still run).
 */
export function scheduleFrom(today: string = rigaToday(), hours: readonly OpeningPeriod[] = openingHours, exceptions: readonly HoursException[] = hoursExceptions): Schedule {
  const yesterday = addDays(today, -1)
  return { hours, exceptions: exceptions.filter((exception) => exceptionSpan(exception).to >= yesterday) }
}
