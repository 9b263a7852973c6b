import { openingHours, weekdays, type OpeningPeriod, type Weekday } from '../content/openingHours'

export const restaurantTimeZone = 'Europe/Riga'

/** An open restaurant is "closing soon" from this many minutes before it closes. */
export const closingSoonMinutes = 60

export type OpeningStatus =
  | { state: 'open'; closes: { day: Weekday; time: string }; closingSoon: boolean }
  | { state: 'closed'; opens: { day: Weekday; time: string }; opensToday: boolean }

const day = 24 * 60
const week = 7 * day

/** One opening within the week, in minutes since Monday 00:00 wall-clock time. */
interface Stretch {
  start: number
  length: number
}

function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

function stretches(hours: readonly OpeningPeriod[]): Stretch[] {
  return hours.flatMap((period) => {
    const opens = minutesOf(period.opens)
    const closes = minutesOf(period.closes)
    const length = closes > opens ? closes - opens : closes - opens + day
    return period.days.map((weekday) => ({ start: weekdays.indexOf(weekday) * day + opens, length }))
  })
}

/** Non-negative `value` modulo `divisor`. */
const mod = (value: number, divisor: number) => ((value % divisor) + divisor) % divisor

const formats = new Map<string, Intl.DateTimeFormat>()

/** The wall-clock minute of the week in `timeZone`, Monday 00:00 being 0. */
function weekMinute(now: Date, timeZone: string): number {
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  const weekday = weekdays.indexOf(String(parts.weekday).toLowerCase() as Weekday)
  return weekday * day + Number(parts.hour) * 60 + Number(parts.minute)
}

const pad = (value: number) => String(value).padStart(2, '0')

function wallClock(minute: number): { day: Weekday; time: string } {
  const inWeek = mod(minute, week)
  const inDay = inWeek % day
  return { day: weekdays[Math.floor(inWeek / day)] as Weekday, time: `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}` }
}

/** The status at this wall-clock minute of the week, and the wall-clock minutes it lasts. */
function statusAt(minute: number, hours: readonly OpeningPeriod[]): { status: OpeningStatus; minutesToChange: number } {
  const all = stretches(hours)
  // mod: Saturday's night reaches into Sunday, and a Sunday night would reach into next Monday.
  const current = all.find((stretch) => mod(minute - stretch.start, week) < stretch.length)
  if (current) {
    const left = current.length - mod(minute - current.start, week)
    const closingSoon = left <= closingSoonMinutes
    return {
      status: { state: 'open', closes: wallClock(minute + left), closingSoon },
      minutesToChange: closingSoon ? left : left - closingSoonMinutes,
    }
  }
  const waits = all.map((stretch) => mod(stretch.start - minute, week))
  if (waits.length === 0) throw new Error('openingStatus: no opening hours given')
  const wait = Math.min(...waits)
  const opensToday = (minute % day) + wait < day
  return {
    status: { state: 'closed', opens: wallClock(minute + wait), opensToday },
    // On a later day, `opensToday` turns true first, at the midnight that begins that day.
    minutesToChange: opensToday ? wait : wait - mod(minute + wait, day),
  }
}

/** Whether the restaurant is open at `now`, judged by the wall clock in `timeZone`. */
export function openingStatus(now: Date, hours: readonly OpeningPeriod[] = openingHours, timeZone = restaurantTimeZone): OpeningStatus {
  return statusAt(weekMinute(now, timeZone), hours).status
}

/**
 * ms until the status can next change (next opening/closing, closingSoon boundary, or the midnight
 * that makes the next opening "today"), for scheduling a re-render.
 */
export function msUntilStatusChanges(now: Date, hours: readonly OpeningPeriod[] = openingHours, timeZone = restaurantTimeZone): number {
  const minute = weekMinute(now, timeZone)
  const wallMinutes = statusAt(minute, hours).minutesToChange
  const intoMinute = mod(now.getTime(), 60_000)
  const minuteStart = now.getTime() - intoMinute
  // Wall-clock minutes passed `real` minutes after this minute began: -60 to just under a week,
  // since a clock that goes back for daylight saving repeats an hour.
  const wallPassed = (real: number) => mod(weekMinute(new Date(minuteStart + real * 60_000), timeZone) - minute + 60, week) - 60
  // The status changes at the first minute whose wall clock reaches the change. Daylight saving
  // moves that real minute by up to an hour either way; when the change falls in the hour the clocks
  // skip, it comes the moment they skip it.
  let real = Math.max(1, wallMinutes - 60)
  while (real < wallMinutes + 60 && wallPassed(real) < wallMinutes) real += 1
  return real * 60_000 - intoMinute
}
