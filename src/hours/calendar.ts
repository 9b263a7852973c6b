import { weekdays, type Weekday } from '../content/schema/choices.ts'
import { dayMs, dayNumber } from '../content/schema/calendarFormats.ts'

export { dayNumber, isTime } from '../content/schema/calendarFormats.ts'

// Calendar dates as "YYYY-MM-DD" strings, counted in whole days: the restaurant's dates are Riga's
// wall-clock dates, so no time zone enters the arithmetic. Node scripts import this file too.

/** The restaurant's clock: every date and time of the hours is Riga's. */
export const restaurantTimeZone = 'Europe/Riga'

/** The date "YYYY-MM-DD" of a day number. */
export const dateOf = (day: number): string => new Date(day * dayMs).toISOString().slice(0, 10)

export const addDays = (date: string, days: number): string => dateOf(dayNumber(date) + days)

/** Monday … Sunday of a day number (1970-01-01 was a Thursday). */
export const weekdayOfDay = (day: number): Weekday => weekdays[(((day + 3) % 7) + 7) % 7]!

export const weekdayOf = (date: string): Weekday => weekdayOfDay(dayNumber(date))

/** Minutes since midnight of "HH:MM". */
export function minutesOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  return hours * 60 + minutes
}

const formats = new Map<string, Intl.DateTimeFormat>()

/** Riga's offsets as the build wrote them on the page (`knowRigaOffsets`); none until then. */
let knownRigaOffsets: OffsetTable = []

/**
 * Has every later reading of Riga's clock in this page use the offsets the build wrote on it
 * (`offsetTable`) wherever they reach, rather than Intl, whose first use costs a phone's CPU 40–80 ms
 * while the page loads.
 */
export function knowRigaOffsets(table: OffsetTable): void {
  knownRigaOffsets = table
}

/**
 * The wall clock in `timeZone` at an instant: its date "YYYY-MM-DD" and the minute of that day.
 * Read with Intl (or Riga's known offsets), so the visitor's own time zone never enters: a phone set
 * to New York reads Riga's.
 */
export function wallClock(now: Date, timeZone: string): { date: string; minute: number } {
  const known = timeZone === restaurantTimeZone ? wallClockBy(now, knownRigaOffsets) : undefined
  if (known) return known
  let format = formats.get(timeZone)
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    formats.set(timeZone, format)
  }
  const parts = Object.fromEntries(format.formatToParts(now).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minute: Number(parts.hour) * 60 + Number(parts.minute) }
}

/**
 * A time zone's offsets from UTC as a table: from each instant (ms) on, the offset in minutes east of
 * UTC, the last entry's `null` where the table ends. Written by the build from its time-zone database
 * for the page (`knowRigaOffsets`), where reading the clock with Intl would cost its first paint (on
 * a phone's CPU, Intl's first use takes 40–80 ms).
 */
export type OffsetTable = readonly (readonly [from: number, offset: number | null])[]

const hourMs = 60 * 60_000

/** The offset of `timeZone` at an instant on a whole minute, in minutes east of UTC. */
const offsetAt = (instant: number, timeZone: string): number => {
  const { date, minute } = wallClock(new Date(instant), timeZone)
  return Math.round((dayNumber(date) * dayMs + minute * 60_000 - instant) / 60_000)
}

/** The offsets of `timeZone` from the hour of `from` for `days` days, read hour by hour: its clocks change on whole hours of UTC (Riga's at 01:00). */
export function offsetTable(timeZone: string, from: Date, days: number): OffsetTable {
  const start = Math.floor(from.getTime() / hourMs) * hourMs
  const end = start + days * dayMs
  const table: [number, number | null][] = [[start, offsetAt(start, timeZone)]]
  for (let instant = start + hourMs; instant < end; instant += hourMs) {
    const offset = offsetAt(instant, timeZone)
    if (offset !== table.at(-1)![1]) table.push([instant, offset])
  }
  table.push([end, null])
  return table
}

/** The wall clock at an instant by a table of offsets, as `wallClock` reads it; undefined outside the table. */
export function wallClockBy(now: Date, table: OffsetTable): { date: string; minute: number } | undefined {
  const instant = now.getTime()
  const offset = table.findLast(([from]) => from <= instant)?.[1]
  if (offset === undefined || offset === null) return undefined
  const local = instant + offset * 60_000
  const day = Math.floor(local / dayMs)
  return { date: dateOf(day), minute: Math.floor((local - day * dayMs) / 60_000) }
}

/** Today's date in Riga, "YYYY-MM-DD". */
export const rigaToday = (now: Date = new Date()): string => wallClock(now, restaurantTimeZone).date

/** "2026-12-04T21:00:00+02:00": a Riga wall-clock time with the offset it has that day (+03:00 in summer). */
export function rigaDateTime(wall: string): string {
  const offset = ['+02:00', '+03:00'].find((candidate) => {
    const { date, minute } = wallClock(new Date(`${wall}:00${candidate}`), restaurantTimeZone)
    return `${date}T${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}` === wall
  })
  return `${wall}:00${offset ?? '+02:00'}`
}
