// The Latvian public holidays the owner has not decided on yet: those of the coming weeks that no
// exception in src/content/data/hours.json covers, so that the hours are set before a diner finds
// the door shut (or open) unannounced. The holidays come from `date-holidays` (Easter and the days it
// moves, 4 May and 18 November moved to Monday when they fall on a weekend, days the Saeima adds),
// through src/hours/publicHolidays.ts, which the build also reads.
//
//   npm run check:holidays                      the next 60 days from today (Riga)
//   node scripts/checks/holidays.ts --today 2026-12-01 --days 30
import { parseArgs } from 'node:util'
import { hoursExceptions, openingHours, type HoursException, type OpeningPeriod } from '../../src/content/openingHours.ts'
import { addDays, rigaToday, weekdayOf } from '../../src/hours/calendar.ts'
import { exceptionOn } from '../../src/hours/schedule.ts'
import { latvianPublicHolidays, type PublicHoliday } from '../../src/hours/publicHolidays.ts'

export { latvianPublicHolidays, type PublicHoliday }

/** How far ahead the owner is asked to decide. */
export const holidayNoticeDays = 60

export interface UnplannedHoliday extends PublicHoliday {
  /** The week's hours close that weekday anyway: nothing to decide unless the restaurant means to open. */
  closedAnyway: boolean
}

/** The public holidays of the `days` days from `today` that no exception covers. */
interface HolidayCheck {
  /** @default src/content/data/hours.json's */
  exceptions?: readonly HoursException[]
  /** @default src/content/data/hours.json's */
  hours?: readonly OpeningPeriod[]
  /** @default holidayNoticeDays */
  days?: number
}

export function unplannedHolidays(today: string, { exceptions = hoursExceptions, hours = openingHours, days = holidayNoticeDays }: HolidayCheck = {}): UnplannedHoliday[] {
  return latvianPublicHolidays(today, addDays(today, days - 1))
    .filter(({ date }) => !exceptionOn(exceptions, date))
    .map((holiday) => ({ ...holiday, closedAnyway: !hours.some((period) => period.days.includes(weekdayOf(holiday.date))) }))
}

/** "Thu": the weekday of a date, as the report names it. */
const dayName = (date: string) => weekdayOf(date).replace(/^./, (letter) => letter.toUpperCase())

/** A holiday as the report lists it: "  2026-12-24 Thu  Ziemassvētku vakars (Christmas Eve)". */
const line = (holiday: UnplannedHoliday) => `  ${holiday.date} ${dayName(holiday.date)}  ${holiday.name} (${holiday.englishName})${holiday.closedAnyway ? ' — closed that weekday anyway' : ''}`

/** The report's lines, and whether anything is left to decide (a holiday on a day the week opens). */
export function holidayReport(today: string, check: HolidayCheck = {}): { lines: string[]; undecided: number } {
  const days = check.days ?? holidayNoticeDays
  const unplanned = unplannedHolidays(today, check)
  const undecided = unplanned.filter((holiday) => !holiday.closedAnyway)
  if (!unplanned.length) return { lines: [`Public holidays in the ${days} days from ${today}: each has its hours in src/content/data/hours.json.`], undecided: 0 }
  return {
    lines: [
      `Public holidays in the ${days} days from ${today} with no exception in src/content/data/hours.json (${unplanned.length}):`,
      ...unplanned.map(line),
      ...(undecided.length ? ['Decide each: closed, other hours, or the week’s hours written out (docs/owner.md, "Holidays and special hours").'] : []),
    ],
    undecided: undecided.length,
  }
}

/** The options both checks take: the first day (tests set it; else today in Riga) and how many days. */
export function holidayOptions(values: { today?: string | undefined; days?: string | undefined }) {
  return { today: values.today ?? rigaToday(), days: values.days ? Number(values.days) : holidayNoticeDays }
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { today: { type: 'string' }, days: { type: 'string' } } })
  const { today, days } = holidayOptions(values)
  const { lines, undecided } = holidayReport(today, { days })
  console.log(lines.join('\n'))
  process.exit(undecided ? 1 : 0)
}
