import { hoursExceptions, openingHours, type HoursException, type OpeningPeriod } from '../content/openingHours.ts'
import { datedEvents, weeklyEvents } from '../content/whatsOn.ts'
import { addDays, rigaToday } from './calendar.ts'
import type { HolidayFact, LiveLineFacts } from './liveLine.ts'
import { isDecided, latvianPublicHolidays } from './publicHolidays.ts'
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
  const undecided = holidaysFrom(today, hours, exceptions).filter((holiday) => !holiday.decided).map((holiday) => holiday.date)
  return { hours, exceptions: exceptions.filter((exception) => exceptionSpan(exception).to >= yesterday), ...(undecided.length && { undecided }) }
}

/** Days ahead the site marks a public holiday whose hours are not decided (the launch check asks 60 ahead). */
export const undecidedNoticeDays = 14

/**
 * Latvia's public holidays from the day before `today` to those of the coming fortnight and those an
 * exception names; each decided or not (src/hours/publicHolidays.ts). A page stays true for the days
 * it was built with; the pipeline builds every night.
 */
export function holidaysFrom(today: string = rigaToday(), hours: readonly OpeningPeriod[] = openingHours, exceptions: readonly HoursException[] = hoursExceptions): HolidayFact[] {
  const lastException = exceptions.map((exception) => exceptionSpan(exception).to).reduce((last, to) => (to > last ? to : last), today)
  const fortnight = addDays(today, undecidedNoticeDays)
  return latvianPublicHolidays(addDays(today, -1), lastException > fortnight ? lastException : fortnight).map(({ date, englishName }) => ({
    date,
    englishName,
    // Undecided only within the fortnight: a page built today does not speak for the later ones.
    decided: date > fortnight || isDecided(date, exceptions, hours),
  }))
}

/** What the live line reads, built on `today`. */
export function liveLineFacts(today: string = rigaToday(), hours: readonly OpeningPeriod[] = openingHours, exceptions: readonly HoursException[] = hoursExceptions): LiveLineFacts {
  return { schedule: scheduleFrom(today, hours, exceptions), weekly: weeklyEvents, dated: datedEvents, holidays: holidaysFrom(today, hours, exceptions) }
}
