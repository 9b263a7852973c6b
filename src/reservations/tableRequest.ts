import type { ReservationRules } from '../content/reservations.ts'
import type { Schedule } from '../hours/schedule.ts'
import { noTablesOn, tableTimes, type NoTables, type TableTime } from '../hours/tableTimes.ts'

/** What a guest has filled in so far: nothing leaves the page but the text they send themselves. */
export interface TableRequest {
  /** The evening, "YYYY-MM-DD" (Riga). */
  date: string | null
  /** "HH:MM" on that evening: after midnight when it belongs to the night (`TableTime`). */
  time: string | null
  party: number | null
  name: string
  note: string
  /** A number to call the guest back on, which a written request may carry. */
  callback: string
}

/** A request with every field the house needs, each offered: what the texts are written from. */
export interface CompleteRequest {
  date: string
  time: TableTime
  party: number
  name: string
  note: string
  callback: string
}

export type DateProblem = NoTables | { why: 'missing' }
/** `gone`: the time chosen is no longer offered (it has passed, or another day was chosen). */
export type TimeProblem = 'missing' | 'gone'
export type PartyProblem = 'missing' | 'tooLarge'

/** What stops a request from being sent, field by field: none when it may be sent. */
export interface RequestProblems {
  date?: DateProblem
  time?: TimeProblem
  party?: PartyProblem
}

/** The problems of a request at `now`. A time cannot be judged on a day that has none, so only the day's problem is said then. */
export function requestProblems(request: TableRequest, schedule: Schedule, rules: ReservationRules, now: Date): RequestProblems {
  const problems: RequestProblems = {}
  const noTables = request.date === null ? { why: 'missing' as const } : noTablesOn(schedule, request.date, rules, now)
  if (noTables) problems.date = noTables
  else if (request.time === null) problems.time = 'missing'
  else if (!timeOn(request, schedule, rules, now)) problems.time = 'gone'
  if (request.party === null || !(request.party >= 1)) problems.party = 'missing'
  else if (request.party > rules.largestGroup) problems.party = 'tooLarge'
  return problems
}

/** A party above the rules' `largestParty`: it may still write, but a call settles it sooner. */
export const isLargeParty = (party: number | null, rules: ReservationRules): boolean => party !== null && party > rules.largestParty

/** The offered time a request names on its evening, if it is still offered. */
function timeOn(request: TableRequest, schedule: Schedule, rules: ReservationRules, now: Date): TableTime | undefined {
  if (request.date === null || request.time === null) return undefined
  return tableTimes(schedule, request.date, rules, now).find((offered) => offered.time === request.time)
}

/** The request ready to send at `now`, or undefined while it has a problem. Name and note are trimmed. */
export function completeRequest(request: TableRequest, schedule: Schedule, rules: ReservationRules, now: Date): CompleteRequest | undefined {
  const time = timeOn(request, schedule, rules, now)
  if (!time || request.date === null || request.party === null) return undefined
  if (Object.keys(requestProblems(request, schedule, rules, now)).length > 0) return undefined
  return { date: request.date, time, party: request.party, name: request.name.trim(), note: request.note.trim(), callback: request.callback.trim() }
}
