import type { ReservationRules } from '../content/reservations'
import { tableTimes } from '../hours/tableTimes'
import type { Schedule } from '../hours/schedule'
import type { TableRequest } from './tableRequest'

/** An evening a button books: its date and its start, "HH:MM" (after midnight on the night it belongs to). */
export interface TableOccasion {
  date: string
  time: string
}

/**
 * What the request opens with for an evening's button: the first of its evenings whose start is still
 * offered at `now`; else the first still to come, its time left to choose (it has begun, or starts
 * too late for a table); nothing when all have passed.
 */
export function firstOccasion(occasions: readonly TableOccasion[], schedule: Schedule, rules: ReservationRules, now: Date): Pick<TableRequest, 'date' | 'time'> | undefined {
  const offered = occasions.find(({ date, time }) => tableTimes(schedule, date, rules, now).some((table) => table.time === time))
  if (offered) return offered
  const coming = occasions.find(({ date }) => tableTimes(schedule, date, rules, now).length > 0)
  return coming && { date: coming.date, time: null }
}
