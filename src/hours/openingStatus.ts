import type { Weekday } from '../content/openingHours.ts'
import { dateOf, restaurantTimeZone, wallClock, weekdayOfDay } from './calendar.ts'
import { dayMinutes, lastExceptionDay, openingOn, type Opening, type Schedule } from './schedule.ts'

export { restaurantTimeZone }

/** An open restaurant is "closing soon" from this many minutes before it closes. */
export const closingSoonMinutes = 60

/** A moment on Riga's wall clock: its date "YYYY-MM-DD", weekday and time "HH:MM". */
export interface WallTime {
  date: string
  day: Weekday
  time: string
}

/**
 * Open until a time, or closed until one. A closed restaurant names the day it opens by its weekday
 * within the coming week (`opensThisWeek`), else by its date: a weekday name further off would be read
 * as this week's.
 */
export type OpeningStatus =
  | { state: 'open'; closes: WallTime; closingSoon: boolean }
  | { state: 'closed'; opens: WallTime; opensToday: boolean; opensThisWeek: boolean }

/** Days after today that a weekday name still points to unambiguously. */
const weekAhead = 6

/** Non-negative `value` modulo `divisor`. */
const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor

/**
 * Wall-clock minutes since 1970-01-01 00:00 in `timeZone`: a line on which every day is 24 hours
 * long, whatever the clocks do, so hours read off it as the restaurant's clock shows them.
 */
function wallMinute(now: Date, timeZone: string): number {
  const { date, minute } = wallClock(now, timeZone)
  return (Date.parse(`${date}T00:00:00Z`) / 60_000) + minute
}

const pad = (value: number) => String(value).padStart(2, '0')

function wallTime(minute: number): WallTime {
  const day = Math.floor(minute / dayMinutes)
  const inDay = mod(minute, dayMinutes)
  return { date: dateOf(day), day: weekdayOfDay(day), time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}` }
}

const opening = (schedule: Schedule, day: number) => openingOn(schedule, day, dateOf(day))

/** The opening going on at a wall-clock minute: yesterday's night, or today's. */
function currentOpening(schedule: Schedule, minute: number): Opening | undefined {
  const today = Math.floor(minute / dayMinutes)
  return [today - 1, today].map((day) => opening(schedule, day)).find((found) => found && found.start <= minute && minute < found.end)
}

/** The next opening after a wall-clock minute, looking past every exception and a week beyond. */
function nextOpening(schedule: Schedule, minute: number): Opening {
  const today = Math.floor(minute / dayMinutes)
  const last = Math.max(today, lastExceptionDay(schedule)) + 7
  for (let day = today; day <= last; day++) {
    const found = opening(schedule, day)
    if (found && found.start > minute) return found
  }
  throw new Error('openingStatus: no opening hours given')
}

/** The status at a wall-clock minute, and the wall-clock minutes it lasts. */
function statusAt(minute: number, schedule: Schedule): { status: OpeningStatus; minutesToChange: number } {
  const current = currentOpening(schedule, minute)
  if (current) {
    const left = current.end - minute
    const closingSoon = left <= closingSoonMinutes
    return {
      status: { state: 'open', closes: wallTime(current.end), closingSoon },
      minutesToChange: closingSoon ? left : left - closingSoonMinutes,
    }
  }
  const next = nextOpening(schedule, minute)
  const today = Math.floor(minute / dayMinutes)
  const openingDay = Math.floor(next.start / dayMinutes)
  const opensToday = openingDay === today
  const opensThisWeek = openingDay - today <= weekAhead
  // The words change at the opening, at the midnight that makes it "today", and at the one that
  // brings it into the coming week (from a date to a weekday).
  const changesAt = opensToday ? next.start : (opensThisWeek ? openingDay : openingDay - weekAhead) * dayMinutes
  return { status: { state: 'closed', opens: wallTime(next.start), opensToday, opensThisWeek }, minutesToChange: changesAt - minute }
}

/** Whether the restaurant is open at `now`, judged by the wall clock in `timeZone`, exceptions included. */
export function openingStatus(now: Date, schedule: Schedule, timeZone = restaurantTimeZone): OpeningStatus {
  return statusAt(wallMinute(now, timeZone), schedule).status
}

/**
 * ms until the status can next change (next opening/closing, closingSoon boundary, or a midnight
 * that changes how the next opening is named), for scheduling a re-render.
 */
export function msUntilStatusChanges(now: Date, schedule: Schedule, timeZone = restaurantTimeZone): number {
  const minute = wallMinute(now, timeZone)
  const wallMinutes = statusAt(minute, schedule).minutesToChange
  const intoMinute = mod(now.getTime(), 60_000)
  const minuteStart = now.getTime() - intoMinute
  // Wall-clock minutes passed `real` minutes after this minute began: a clock that goes back for
  // daylight saving repeats an hour, so this can lag real time by 60.
  const wallPassed = (real: number) => wallMinute(new Date(minuteStart + real * 60_000), timeZone) - minute
  // The status changes at the first minute whose wall clock reaches the change. Daylight saving
  // moves that real minute by up to an hour either way; when the change falls in the hour the clocks
  // skip, it comes the moment they skip it.
  let real = Math.max(1, wallMinutes - 60)
  while (real < wallMinutes + 60 && wallPassed(real) < wallMinutes) real += 1
  return real * 60_000 - intoMinute
}
