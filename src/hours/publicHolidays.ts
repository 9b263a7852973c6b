import Holidays from 'date-holidays'
import type { OpeningPeriod } from '../content/openingHours.ts'
import type { HoursException } from '../content/openingHours.ts'
import { weekdayOf } from './calendar.ts'
import { exceptionOn } from './schedule.ts'

// Latvia's public holidays come from `date-holidays` (Easter and the days it moves, 4 May and 18
// November moved to Monday when they fall on a weekend, days the Saeima adds), a library kept up by
// many hands, rather than rules of our own. Node only (the build, the launch check): it weighs 1.5 MB,
// so no page and no island imports this file; a page gets the holidays as data.

export interface PublicHoliday {
  /** "YYYY-MM-DD" */
  date: string
  /** Its Latvian name, and its English one ("Republic Day (substitute day)" for a day off in its place). */
  name: string
  englishName: string
}

/** Latvia's public holidays from `from` to `to` ("YYYY-MM-DD", both included), substitute days included, in date order. */
export function latvianPublicHolidays(from: string, to: string): PublicHoliday[] {
  const holidays = new Holidays('LV')
  const years = Array.from({ length: Number(to.slice(0, 4)) - Number(from.slice(0, 4)) + 1 }, (_, index) => Number(from.slice(0, 4)) + index)
  return years.flatMap((year) => {
    const english = new Map(holidays.getHolidays(year, 'en').map((holiday) => [holiday.date, holiday.name]))
    return holidays
      .getHolidays(year, 'lv')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday) => ({ date: holiday.date.slice(0, 10), name: holiday.name, englishName: english.get(holiday.date) ?? holiday.name }))
      .filter(({ date }) => from <= date && date <= to)
  })
}

/**
 * Whether the owner has decided a holiday: an exception covers it (closed, other hours, or the week's
 * hours written out), or the week's hours close that weekday anyway, so there is nothing to decide.
 */
export const isDecided = (date: string, exceptions: readonly HoursException[], hours: readonly OpeningPeriod[]): boolean =>
  exceptionOn(exceptions, date) !== undefined || !hours.some((period) => period.days.includes(weekdayOf(date)))
