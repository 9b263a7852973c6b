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
 * "until 00:00" in the specification was a copy error (docs/decisions.md, "Facts").
 */
export const openingHours: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]

export const closedDays: readonly Weekday[] = weekdays.filter(
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
