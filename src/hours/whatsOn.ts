import { weekdays, type Weekday } from '../content/schema/choices.ts'
import { datedEvents, weeklyEvents, type DatedEvent, type EventKind, type WeeklyEvent } from '../content/whatsOn.ts'
import { addDays, dateOf, dayNumber, minutesOf, weekdayOf } from './calendar.ts'
import { dayMinutes, lastExceptionDay, openingOn, type Opening, type Schedule } from './schedule.ts'

/** One evening's event as it happens: within the restaurant's opening that evening, never outside it. */
export interface Occurrence {
  kind: EventKind
  /** The evening it is on, "YYYY-MM-DD". */
  date: string
  /** Its start and end on Riga's wall clock, "HH:MM" (the end may fall after midnight). */
  starts: string
  ends: string
  /** The same as minutes on the wall-clock line (`Opening`), to compare and to order. */
  start: number
  end: number
  /** No end of its own: it lasts until closing ("Karaoke from 21:00"). */
  untilClosing: boolean
  placeholder: boolean
}

const pad = (value: number) => String(value).padStart(2, '0')
const clockOf = (minute: number) => {
  const inDay = ((minute % dayMinutes) + dayMinutes) % dayMinutes
  return `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`
}

/**
 * Where an event's times fall within an evening's opening, or undefined when they do not (the
 * restaurant is closed, or the event would start at or after closing). A start before opening that
 * fits after midnight belongs there ("01:00" on a night to 02:00); else it waits for the opening. An
 * end past closing is cut to it.
 */
export function placeInOpening(event: { starts: string; ends?: string | undefined }, day: number, opening: Opening | undefined): { start: number; end: number } | undefined {
  if (!opening) return undefined
  let start = day * dayMinutes + minutesOf(event.starts)
  if (start < opening.start) start = start + dayMinutes < opening.end ? start + dayMinutes : opening.start
  let end = opening.end
  if (event.ends !== undefined) {
    end = day * dayMinutes + minutesOf(event.ends)
    while (end <= start) end += dayMinutes
    end = Math.min(end, opening.end)
  }
  return start < end ? { start, end } : undefined
}

/** An event on one evening, placed in that evening's opening (exceptions included); undefined when it is not on. */
export function occurrenceOn(event: WeeklyEvent | DatedEvent, schedule: Schedule, date: string): Occurrence | undefined {
  const day = dayNumber(date)
  const placed = placeInOpening(event, day, openingOn(schedule, day, date))
  if (!placed) return undefined
  return {
    kind: event.kind,
    date,
    starts: clockOf(placed.start),
    ends: clockOf(placed.end),
    ...placed,
    untilClosing: event.ends === undefined,
    placeholder: event.placeholder === true,
  }
}

/** Every event of the evenings from `from` to `to` (both included), in the order they start. */
export function occurrencesBetween(
  schedule: Schedule,
  from: string,
  to: string,
  { weekly = weeklyEvents, dated = datedEvents }: { weekly?: readonly WeeklyEvent[]; dated?: readonly DatedEvent[] } = {},
): Occurrence[] {
  const found: Occurrence[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    const day = weekdayOf(date)
    const events = [...weekly.filter((event) => event.days.includes(day)), ...dated.filter((event) => event.date === date)]
    for (const event of events) {
      const occurrence = occurrenceOn(event, schedule, date)
      if (occurrence) found.push(occurrence)
    }
  }
  return found.toSorted((a, b) => a.start - b.start)
}

/** A weekly event as an ordinary week has it on one weekday (no exception), for the week's programme. */
export function weeklyOccurrence(event: WeeklyEvent, schedule: Schedule, date: string): Occurrence | undefined {
  return occurrenceOn(event, { hours: schedule.hours, exceptions: [] }, date)
}

/** A date of an ordinary week for each weekday, to read the week's own times off. */
const ordinaryWeek = (weekday: Weekday) => addDays('2026-01-05', weekdays.indexOf(weekday))

const firstDay = (days: readonly Weekday[]) => weekdays.indexOf(days[0]!)

/** Every week's evenings: each event once per set of weekdays that share its times, in the week's order. */
export function weekProgramme(schedule: Schedule, weekly: readonly WeeklyEvent[] = weeklyEvents): { days: Weekday[]; event: Occurrence }[] {
  const programme = weekly.flatMap((event) => {
    const byTimes = new Map<string, { days: Weekday[]; event: Occurrence }>()
    for (const day of weekdays.filter((weekday) => event.days.includes(weekday))) {
      const usual = weeklyOccurrence(event, schedule, ordinaryWeek(day))
      if (!usual) continue
      const key = `${usual.starts}–${usual.ends}`
      byTimes.set(key, { days: [...(byTimes.get(key)?.days ?? []), day], event: byTimes.get(key)?.event ?? usual })
    }
    return [...byTimes.values()]
  })
  return programme.toSorted((a, b) => firstDay(a.days) - firstDay(b.days) || a.event.starts.localeCompare(b.event.starts))
}

/** The single evenings from `today` on that happen (on a day the restaurant opens), by date and time. */
export function comingEvenings(schedule: Schedule, today: string, dated: readonly DatedEvent[] = datedEvents): Occurrence[] {
  return dated
    .filter((event) => event.date >= today)
    .map((event) => occurrenceOn(event, schedule, event.date))
    .filter((occurrence) => occurrence !== undefined)
    .toSorted((a, b) => a.start - b.start)
}

const sameTimes = (a: Occurrence | undefined, b: Occurrence | undefined) => a?.starts === b?.starts && a?.ends === b?.ends

/**
 * One entry of tonight's list as the build writes it (./datedParts.ts): the evenings it is on (weekdays,
 * or a single date), those of them it is not (a closed day, changed hours), and its times.
 */
export interface TonightEntry {
  on: string[]
  notOn: string[]
  event: Pick<Occurrence, 'kind' | 'starts' | 'ends' | 'untilClosing' | 'placeholder'>
}

/**
 * Tonight's possible entries from `today` on, for the page's script to pick from: each weekly event
 * once per set of weekdays that share its times, marked off the dates an exception changes, and an
 * entry of its own for each such date it still happens on, with the times of that evening; then the
 * single evenings. From the day before, whose evening may still run past midnight.
 */
export function tonightEntries(
  schedule: Schedule,
  today: string,
  { weekly = weeklyEvents, dated = datedEvents }: { weekly?: readonly WeeklyEvent[]; dated?: readonly DatedEvent[] } = {},
): TonightEntry[] {
  const from = addDays(today, -1)
  const last = dateOf(Math.max(dayNumber(today), lastExceptionDay(schedule)))
  const entries: TonightEntry[] = []
  for (const event of weekly) {
    const byTimes = weekProgramme(schedule, [event]).map(({ days, event: usual }): TonightEntry => ({ on: [...days], notOn: [], event: usual }))
    entries.push(...byTimes)
    for (let date = from; date <= last; date = addDays(date, 1)) {
      const day = weekdayOf(date)
      if (!event.days.includes(day)) continue
      const usual = weeklyOccurrence(event, schedule, date)
      const actual = occurrenceOn(event, schedule, date)
      if (sameTimes(usual, actual)) continue
      const entry = byTimes.find((candidate) => candidate.on.includes(day))
      entry?.notOn.push(date)
      if (actual) entries.push({ on: [date], notOn: [], event: actual })
    }
  }
  for (const event of dated) {
    const actual = event.date >= from ? occurrenceOn(event, schedule, event.date) : undefined
    if (actual) entries.push({ on: [event.date], notOn: [], event: actual })
  }
  return entries.toSorted((a, b) => a.event.starts.localeCompare(b.event.starts))
}

/** One of a weekly event's evenings: what happens then, or nothing when a closed day or changed hours cancel it. */
export interface EveningOfEvent {
  date: string
  occurrence: Occurrence | undefined
}

/** A weekly event's evenings from `from` to `to` (both included), each on its weekday, the cancelled ones too. */
export function eveningsOfEvent(event: WeeklyEvent, schedule: Schedule, from: string, to: string): EveningOfEvent[] {
  const evenings: EveningOfEvent[] = []
  for (let date = from; date <= to; date = addDays(date, 1)) {
    if (event.days.includes(weekdayOf(date))) evenings.push({ date, occurrence: occurrenceOn(event, schedule, date) })
  }
  return evenings
}
