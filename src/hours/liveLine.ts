import type { ExceptionReason, HoursException } from '../content/openingHours.ts'
import type { DatedEvent, WeeklyEvent } from '../content/whatsOn.ts'
import { addDays, dateOf, dayNumber, restaurantTimeZone, wallClock } from './calendar.ts'
import { closingSoonMinutes } from './openingStatus.ts'
import { dayMinutes, exceptionHours, exceptionOn, exceptionSpan, hoursOn, openingOn, type Opening, type Schedule } from './schedule.ts'
import { occurrencesBetween, type Occurrence } from './whatsOn.ts'

/**
 * The live line: the opening status, tonight's evening and the next change to the hours in one line
 * ("Open until 02:00 · Karaoke from 21:00", "Closed for the holiday · opens Tue 29 Dec at 17:00").
 * What it says at a minute of Riga's wall clock, in no language (./liveLineWords.ts writes it). The
 * build works it out for every minute that matters (./liveLineTimeline.ts); the page's script only
 * picks (./datedParts.ts).
 */

/** A Latvian public holiday of the coming days, named by its English name in date-holidays (./holidayNames.ts), and whether the owner has decided its hours. */
export interface HolidayFact {
  date: string
  englishName: string
  decided: boolean
}

/** Everything the line reads. */
export interface LiveLineFacts {
  schedule: Schedule
  weekly: readonly WeeklyEvent[]
  dated: readonly DatedEvent[]
  holidays: readonly HolidayFact[]
}

/** Why a day differs, as the line names it: the holiday, else the owner's reason. */
export type DayName = { holiday: string } | { reason: ExceptionReason } | undefined

export type LiveLineMain =
  | { kind: 'open'; closes: string; closingSoon: boolean }
  /** `day`: the date it opens, named by weekday alone within the coming week when nothing out of the ordinary closes it (`byWeekday`). */
  | { kind: 'closed'; opens: string; day: string; opensToday: boolean; byWeekday: boolean; reason: ExceptionReason | 'other' | undefined }
  /** A public holiday today whose hours the owner has not decided: no hours stated. */
  | { kind: 'undecided'; holiday: string }

export type LiveLineNews =
  | { kind: 'evening'; event: Pick<Occurrence, 'kind' | 'starts' | 'ends' | 'untilClosing'>; started: boolean }
  | { kind: 'exception'; tomorrow: boolean; from: string; to: string; hours: { opens: string; closes: string } | undefined; name: DayName }
  | { kind: 'undecided'; tomorrow: boolean; date: string; holiday: string }

export interface LiveLine {
  main: LiveLineMain
  news: LiveLineNews | undefined
}

/** Days ahead a change to the hours, or an undecided holiday, joins the line. */
export const lineNoticeDays = 14

/** A moment as a minute of Riga's wall-clock line. */
export function rigaWallMinute(now: Date): number {
  const { date, minute } = wallClock(now, restaurantTimeZone)
  return dayNumber(date) * dayMinutes + minute
}

/** Days after today that a weekday name still points to unambiguously. */
const weekAhead = 6

const dayOf = (minute: number) => Math.floor(minute / dayMinutes)
const clockOf = (minute: number) => {
  const inDay = ((minute % dayMinutes) + dayMinutes) % dayMinutes
  return `${String(Math.floor(inDay / 60)).padStart(2, '0')}:${String(inDay % 60).padStart(2, '0')}`
}
const openingOfDay = (schedule: Schedule, day: number) => openingOn(schedule, day, dateOf(day))

function currentOpening(schedule: Schedule, minute: number): Opening | undefined {
  const today = dayOf(minute)
  return [today - 1, today].map((day) => openingOfDay(schedule, day)).find((found) => found && found.start <= minute && minute < found.end)
}

function nextOpening(schedule: Schedule, minute: number): Opening | undefined {
  for (let day = dayOf(minute); day <= dayOf(minute) + 60; day++) {
    const found = openingOfDay(schedule, day)
    if (found && found.start > minute) return found
  }
  return undefined
}

const undecidedOn = (facts: LiveLineFacts, date: string) => facts.holidays.find((holiday) => holiday.date === date && !holiday.decided)
const holidayOn = (facts: LiveLineFacts, date: string) => facts.holidays.find((holiday) => holiday.date === date)

/** What closes the days from `from` up to the opening (exclusive) that the week would have opened: the first such exception's reason. */
function closureReason(facts: LiveLineFacts, from: number, until: number): ExceptionReason | 'other' | undefined {
  const week: Schedule = { hours: facts.schedule.hours, exceptions: [] }
  for (let day = from; day < until; day++) {
    const date = dateOf(day)
    const exception = exceptionOn(facts.schedule.exceptions, date)
    if (exception?.closed && hoursOn(week, day, date)) return exception.reason ?? 'other'
  }
  return undefined
}

function mainAt(facts: LiveLineFacts, minute: number): LiveLineMain | undefined {
  const today = dayOf(minute)
  const current = currentOpening(facts.schedule, minute)
  if (current) {
    const undecided = undecidedOn(facts, dateOf(dayOf(current.start)))
    if (undecided) return { kind: 'undecided', holiday: undecided.englishName }
    return { kind: 'open', closes: clockOf(current.end), closingSoon: current.end - minute <= closingSoonMinutes }
  }
  const undecided = undecidedOn(facts, dateOf(today))
  if (undecided) return { kind: 'undecided', holiday: undecided.englishName }
  const next = nextOpening(facts.schedule, minute)
  if (!next) return undefined
  const openingDay = dayOf(next.start)
  const reason = closureReason(facts, today, openingDay)
  return {
    kind: 'closed',
    opens: clockOf(next.start),
    day: dateOf(openingDay),
    opensToday: openingDay === today,
    byWeekday: reason === undefined && openingDay - today <= weekAhead,
    reason,
  }
}

/** The evening under way or still to come tonight, within the opening that holds it; the first not over. */
function eveningNews(facts: LiveLineFacts, minute: number, main: LiveLineMain): LiveLineNews | undefined {
  if (main.kind === 'undecided' || (main.kind === 'closed' && !main.opensToday)) return undefined
  const evening = dateOf(dayOf(minute - 6 * 60))
  const events = occurrencesBetween(facts.schedule, evening, dateOf(dayOf(minute)), { weekly: facts.weekly, dated: facts.dated })
  const event = events.find((occurrence) => occurrence.end > minute)
  return event && { kind: 'evening', event, started: minute >= event.start }
}

function nameOf(facts: LiveLineFacts, exception: HoursException, from: string): DayName {
  const holiday = holidayOn(facts, from)
  if (holiday) return { holiday: holiday.englishName }
  return exception.reason ? { reason: exception.reason } : undefined
}

/** The next change to the hours, or undecided holiday, from tomorrow within `lineNoticeDays`. */
function changeNews(facts: LiveLineFacts, minute: number): LiveLineNews | undefined {
  const today = dateOf(dayOf(minute))
  const tomorrow = addDays(today, 1)
  const last = addDays(today, lineNoticeDays)
  const changes: { on: string; news: LiveLineNews }[] = [
    ...facts.schedule.exceptions
      .map((exception) => ({ exception, ...exceptionSpan(exception) }))
      .filter(({ from }) => from > today && from <= last)
      .map(({ exception, from, to }) => ({ on: from, news: { kind: 'exception', tomorrow: from === tomorrow, from, to, hours: exceptionHours(exception), name: nameOf(facts, exception, from) } as const })),
    ...facts.holidays
      .filter((holiday) => !holiday.decided && holiday.date > today && holiday.date <= last)
      .map((holiday) => ({ on: holiday.date, news: { kind: 'undecided', tomorrow: holiday.date === tomorrow, date: holiday.date, holiday: holiday.englishName } as const })),
  ]
  return changes.toSorted((a, b) => a.on.localeCompare(b.on))[0]?.news
}

/**
 * The line at a minute of Riga's wall-clock line (days of 24 hours from 1970-01-01, as `Opening`):
 * its main words, and one piece of news: tomorrow's change to the hours first (it is news today),
 * else tonight's evening, else the next change within the fortnight; none beside a closure it names
 * or an undecided day. Undefined without any hours.
 */
export function liveLineAt(facts: LiveLineFacts, minute: number): LiveLine | undefined {
  const main = mainAt(facts, minute)
  if (!main) return undefined
  // A closure the line names, or a day it cannot vouch for, is news enough.
  if (main.kind === 'undecided' || (main.kind === 'closed' && main.reason !== undefined)) return { main, news: undefined }
  const change = changeNews(facts, minute)
  const tomorrowChange = change && change.kind !== 'evening' && change.tomorrow ? change : undefined
  return { main, news: tomorrowChange ?? eveningNews(facts, minute, main) ?? change }
}

/** The minutes around `day` at which the line can change: midnights, each opening's start and end and its last hour, each evening's start and end. */
export function changeMinutes(facts: LiveLineFacts, day: number): number[] {
  const minutes = new Set<number>([day * dayMinutes, day * dayMinutes + 6 * 60])
  for (const other of [day - 1, day]) {
    const opening = openingOfDay(facts.schedule, other)
    if (opening) for (const minute of [opening.start, opening.end - closingSoonMinutes, opening.end]) minutes.add(minute)
  }
  for (const event of occurrencesBetween(facts.schedule, dateOf(day - 1), dateOf(day), { weekly: facts.weekly, dated: facts.dated })) {
    minutes.add(event.start)
    minutes.add(event.end)
  }
  return [...minutes].filter((minute) => dayOf(minute) === day).toSorted((a, b) => a - b)
}

