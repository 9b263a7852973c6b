/** Days in ISO order, Monday first, as schema.org and `Intl` name them. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

export interface OpeningPeriod {
  /** Consecutive days that share these hours. */
  days: readonly Weekday[]
  /** 24-hour "HH:MM" in Riga time. */
  opens: string
  /** May be earlier than `opens`: the night then ends on the next day. */
  closes: string
}

/**
 * Tue–Thu 17:00–23:00, Fri–Sat 17:00–02:00; Sunday and Monday closed. The about page's
 * "until 00:00" in the specification was a copy error (docs/decisions/0036-facts-written-once.md).
 */
export const openingHours: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]

/** Why the hours of a day differ, as the site names it beside the date (each a message, src/hours/formatExceptions.ts). */
export const exceptionReasons = ['publicHoliday', 'privateEvent', 'holidayHours'] as const
export type ExceptionReason = (typeof exceptionReasons)[number]

/** The days of an exception: one `date`, or every day `from` … `to` (both included), each "YYYY-MM-DD". */
export type ExceptionDays = { date: string; from?: never; to?: never } | { from: string; to: string; date?: never }

/** Closed all day, or open at other hours ("HH:MM"; `closes` earlier than `opens` ends the night on the next day). */
export type ExceptionHours = { closed: true; opens?: never; closes?: never } | { opens: string; closes: string; closed?: never }

/** A day, or a run of days, whose hours are not the week's (docs/owner.md, "Holidays and special hours"). */
export type HoursException = ExceptionDays & ExceptionHours & { reason?: ExceptionReason }

/**
 * Days that differ from the week above: public holidays, private events, holiday hours. Each entry
 * replaces the hours that begin on its days; a night that begins the day before runs to its end.
 * The build refuses a mistake here (a range that ends before it starts, a time that is not "HH:MM",
 * two entries for one day) and names the entry. For example:
 *
 *   { date: '2026-12-24', closed: true, reason: 'publicHoliday' },
 *   { from: '2026-12-25', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
 *   { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
 *   { date: '2027-02-12', closed: true, reason: 'privateEvent' },
 *
 * Past entries may stay: the site stops showing them the day after they end.
 */
export const hoursExceptions: readonly HoursException[] = []

// Pure: the page's script reads `weekdays` from this file and needs none of the rest.
export const closedDays: readonly Weekday[] = /* @__PURE__ */ weekdays.filter(
  (day) => !openingHours.some((period) => period.days.includes(day)),
)

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
