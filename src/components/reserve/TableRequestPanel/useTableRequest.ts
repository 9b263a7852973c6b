import { useEffect, useState } from 'react'
import type { ReservationRules } from '../../../content/reservations'
import type { Schedule } from '../../../hours/schedule'
import { bookableDates, firstTableDate, noTablesOn, tableTimes } from '../../../hours/tableTimes'
import { firstOccasion, type TableOccasion } from '../../../reservations/tableOccasion'
import { completeRequest, requestProblems, type RequestProblems, type TableRequest } from '../../../reservations/tableRequest'

const minute = 60_000

/**
 * The device's clock, read again each minute, or a fixed moment (stories and tests give one): today's
 * times pass while the panel is open, and a time that has passed is no longer offered.
 */
function useNow(fixed: Date | undefined): Date {
  const [clock, setClock] = useState(() => new Date())
  useEffect(() => {
    if (fixed) return
    const timer = setInterval(() => setClock(new Date()), minute)
    return () => clearInterval(timer)
  }, [fixed])
  return fixed ?? clock
}

/** The problems the panel says: a missing field only once the guest has tried to send, a wrong one at once. */
function shownProblems(problems: RequestProblems, triedToSend: boolean): RequestProblems {
  return {
    ...(problems.date && (problems.date.why !== 'missing' || triedToSend) ? { date: problems.date } : {}),
    ...(problems.time && (problems.time !== 'missing' || triedToSend) ? { time: problems.time } : {}),
    ...(problems.party && (problems.party !== 'missing' || triedToSend) ? { party: problems.party } : {}),
  }
}

/**
 * What the guest has filled in, in this panel only (nothing is stored), and what follows from it at
 * `now`: the evening's times, the problems to say, the request once it may be sent. It opens on today
 * while today has a time left, else on the next evening that has one, for the usual party.
 */
export type TableRequestForm = ReturnType<typeof useTableRequest>

export function useTableRequest({
  schedule,
  rules,
  now: fixedNow,
  initial,
  occasions,
  showMissing,
}: {
  schedule: Schedule
  rules: ReservationRules
  now?: Date | undefined
  initial?: Partial<TableRequest> | undefined
  /** An evening's button's evenings: the request opens on the first still offered (../../../reservations/tableOccasion.ts). */
  occasions?: readonly TableOccasion[] | undefined
  showMissing: boolean
}) {
  const now = useNow(fixedNow)
  const firstDate = firstTableDate(schedule, rules, now) ?? null
  const [request, setRequest] = useState<TableRequest>(() => ({
    date: firstDate,
    time: null,
    party: rules.usualParty,
    name: '',
    note: '',
    callback: '',
    ...(occasions && firstOccasion(occasions, schedule, rules, now)),
    ...initial,
  }))
  const [triedToSend, setTriedToSend] = useState(showMissing)
  const times = request.date === null ? [] : tableTimes(schedule, request.date, rules, now)
  const problems = requestProblems(request, schedule, rules, now)
  return {
    request,
    now,
    times,
    bookable: bookableDates(rules, now),
    /** The first evening with a table, which the panel opens on. */
    firstDate,
    noTablesOn: (date: string) => noTablesOn(schedule, date, rules, now),
    problems: shownProblems(problems, triedToSend),
    /** Every problem, said or not yet: what the place of the message names while it is not ready. */
    allProblems: problems,
    complete: completeRequest(request, schedule, rules, now),
    /** Another evening: the time chosen stays if that evening offers it too. */
    setDate: (date: string | null) =>
      setRequest((current) => ({
        ...current,
        date,
        time: date !== null && tableTimes(schedule, date, rules, now).some((offered) => offered.time === current.time) ? current.time : null,
      })),
    setTime: (time: string) => setRequest((current) => ({ ...current, time })),
    setParty: (party: number | null) => setRequest((current) => ({ ...current, party })),
    setName: (name: string) => setRequest((current) => ({ ...current, name })),
    setNote: (note: string) => setRequest((current) => ({ ...current, note })),
    setCallback: (callback: string) => setRequest((current) => ({ ...current, callback })),
    /** A written channel was chosen too early: every problem is said from now on. */
    triedToSend: () => setTriedToSend(true),
  }
}
