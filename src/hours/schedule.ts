import type { HoursException, OpeningPeriod } from '../content/openingHours.ts'
import { dayNumber, minutesOf, weekdayOfDay } from './calendar.ts'

/**
 * The hours the status and the lists follow: the week's, and the dated exceptions to them. Plain
 * data, so an island receives it as JSON in its props (the page then keeps the exceptions it was
 * built with, offline too).
 */
export interface Schedule {
  hours: readonly OpeningPeriod[]
  exceptions: readonly HoursException[]
  /** The public holidays of the coming weeks whose hours the owner has not decided ("YYYY-MM-DD"): hours may differ then. */
  undecided?: readonly string[]
}

export const dayMinutes = 24 * 60

/** One opening: minutes on the wall-clock line, a day being `dayMinutes` (see `wallMinute`). */
export interface Opening {
  start: number
  end: number
}

/** The first and last day of an exception. */
export const exceptionSpan = (exception: HoursException): { from: string; to: string } =>
  // The schema lets an entry give one day or a run, nothing else (src/content/schema/hours.ts).
  exception.date !== undefined ? { from: exception.date, to: exception.date } : { from: exception.from!, to: exception.to! }

/** An exception's hours; undefined when it is closed all day (the schema allows only these two). */
export const exceptionHours = (exception: HoursException): { opens: string; closes: string } | undefined =>
  exception.closed || exception.opens === undefined || exception.closes === undefined ? undefined : { opens: exception.opens, closes: exception.closes }

/** The exception that covers a date, if any (the build refuses two for one day). */
export function exceptionOn(exceptions: readonly HoursException[], date: string): HoursException | undefined {
  return exceptions.find((exception) => {
    const { from, to } = exceptionSpan(exception)
    return from <= date && date <= to
  })
}

/** The hours that begin on a day (a number of `dayNumber`): the exception's, else the week's; undefined when closed. */
export function hoursOn(schedule: Schedule, day: number, date: string): { opens: string; closes: string } | undefined {
  const exception = exceptionOn(schedule.exceptions, date)
  // The schema gives a day that is not closed both its hours (src/content/schema/hours.ts).
  if (exception) return exception.closed ? undefined : (exception as { opens: string; closes: string })
  return schedule.hours.find((period) => period.days.includes(weekdayOfDay(day)))
}

/** The opening that begins on a day, on the wall-clock line; a night past midnight ends on the next day, equal times last 24 hours. */
export function openingOn(schedule: Schedule, day: number, date: string): Opening | undefined {
  const hours = hoursOn(schedule, day, date)
  if (!hours) return undefined
  const opens = minutesOf(hours.opens)
  const closes = minutesOf(hours.closes)
  const start = day * dayMinutes + opens
  return { start, end: start + (closes > opens ? closes - opens : closes - opens + dayMinutes) }
}

/** The day of the last exception, as a day number (so a search for the next opening knows how far to look). */
export const lastExceptionDay = (schedule: Schedule): number =>
  Math.max(Number.NEGATIVE_INFINITY, ...schedule.exceptions.map((exception) => dayNumber(exceptionSpan(exception).to)))
