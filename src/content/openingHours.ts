import hoursFile from './data/hours.json' with { type: 'json' }
import { weekdays, type Weekday } from './schema/choices.ts'
import type { HoursFile, HoursException, OpeningPeriod } from './schema/hours.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

export { exceptionReasons, weekdays, type ExceptionReason, type Weekday } from './schema/choices.ts'
export type { HoursException, OpeningPeriod } from './schema/hours.ts'

// The owner's file (docs/owner.md, "Holidays and special hours"), which its schema checks before every build.
const hours = /* @__PURE__ */ withoutBlanks(hoursFile) as HoursFile

/** The week's hours; a day not listed is closed. */
export const openingHours: readonly OpeningPeriod[] = hours.week

/**
 * Days that differ from the week: public holidays, private events, holiday hours. Each entry
 * replaces the hours that begin on its days; a night that begins the day before runs to its end.
 * Past entries may stay: the pages hide them the day after they end (their dated parts' script), and
 * the nightly build (.github/workflows/deploy.yml) drops them from llms.txt, the structured data and
 * the offline page.
 */
export const hoursExceptions: readonly HoursException[] = hours.exceptions

/** The days of the week on which no period of `week` begins. */
export function closedDaysOf(week: readonly OpeningPeriod[]): Weekday[] {
  return weekdays.filter((day) => !week.some((period) => period.days.includes(day)))
}

// Pure: the page's script reads `weekdays` and needs none of the rest.
export const closedDays: readonly Weekday[] = /* @__PURE__ */ closedDaysOf(openingHours)

/**
 * The closed days as runs of consecutive days, the week wrapping round: Sunday and Monday are one
 * run ("Sun–Mon"), not "Mon–Sun". Every page and llms.txt write them in this order.
 */
export function closedDayRuns(closed: readonly Weekday[] = closedDays): Weekday[][] {
  if (closed.length === weekdays.length) return [[...weekdays]]
  // Read the week from the day after its last open day: a run across the week's end stays whole.
  const start = weekdays.findLastIndex((day) => !closed.includes(day))
  const runs: Weekday[][] = []
  for (let step = 1; step <= weekdays.length; step++) {
    const day = weekdays[(start + step) % weekdays.length]!
    if (!closed.includes(day)) continue
    const previous = weekdays[(start + step - 1) % weekdays.length]!
    if (closed.includes(previous) && runs.length > 0) runs[runs.length - 1]!.push(day)
    else runs.push([day])
  }
  return runs
}
