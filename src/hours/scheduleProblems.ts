import { exceptionReasons, weekdays, type HoursException, type OpeningPeriod } from '../content/openingHours.ts'
import { eventKinds, type DatedEvent, type WeeklyEvent } from '../content/whatsOn.ts'
import { addDays, dateOf, dayNumber, isTime } from './calendar.ts'
import { exceptionSpan, openingOn, type Schedule } from './schedule.ts'
import { placeInOpening } from './whatsOn.ts'

/** An exception as the owner reads it in src/content/data/hours.json: its place in the list and its days. */
export function exceptionName(exception: HoursException, index: number): string {
  const { from, to } = exceptionSpan(exception)
  return `hoursExceptions[${index}] (${from === to ? from : `${from} to ${to}`})`
}

const quoted = (value: unknown) => JSON.stringify(value) ?? String(value)

/** What is wrong with one exception on its own: its dates, its hours, its reason. */
function problemsOf(exception: HoursException): string[] {
  const problems: string[] = []
  const { from, to } = exceptionSpan(exception)
  const hasDate = exception.date !== undefined
  if (hasDate === (exception.from !== undefined || exception.to !== undefined)) problems.push('give either `date`, or `from` and `to`')
  for (const [key, value] of Object.entries({ date: exception.date, from: exception.from, to: exception.to })) {
    if (value !== undefined && Number.isNaN(dayNumber(value))) problems.push(`${key} ${quoted(value)} is not a date "YYYY-MM-DD"`)
  }
  if (!hasDate && (exception.from === undefined || exception.to === undefined)) problems.push('a range needs both `from` and `to`')
  else if (!hasDate && from > to) problems.push(`the range ends (${to}) before it starts (${from})`)
  if (exception.closed !== undefined) {
    if (exception.closed !== true) problems.push('`closed` is true, or left out for other hours')
    if (exception.opens !== undefined || exception.closes !== undefined) problems.push('closed all day, yet with hours: give `closed: true` or `opens` and `closes`')
  } else {
    for (const [key, value] of Object.entries({ opens: exception.opens, closes: exception.closes })) {
      if (!isTime(String(value))) problems.push(`${key} ${quoted(value)} is not a 24-hour time "HH:MM"`)
    }
    // Search engines read equal times as closed all day; the site would read them as 24 hours.
    if (exception.opens !== undefined && exception.opens === exception.closes) problems.push('opens and closes at the same time: write `closed: true`, or the real hours')
  }
  if (exception.reason !== undefined && !(exceptionReasons as readonly string[]).includes(exception.reason)) {
    problems.push(`reason ${quoted(exception.reason)} is none of ${exceptionReasons.join(', ')}`)
  }
  return problems
}

/**
 * Every mistake in the dated exceptions, each naming its entry: bad dates or times, a range that
 * ends before it starts, two entries for one day, and a night that would run into the next day's
 * opening. Empty when all is well; the build refuses to run otherwise.
 */
export function scheduleProblems(exceptions: readonly HoursException[], hours: readonly OpeningPeriod[]): string[] {
  const own = exceptions.map(problemsOf)
  const problems = own.flatMap((list, index) => list.map((problem) => `${exceptionName(exceptions[index]!, index)}: ${problem}`))
  const sound = exceptions.flatMap((exception, index) => (own[index]!.length ? [] : [{ exception, index }]))
  // Two entries for one day: the later one is named, with the day and the entry it meets.
  const claimed = new Map<string, number>()
  for (const { exception, index } of sound) {
    const { from, to } = exceptionSpan(exception)
    for (let date = from; date <= to; date = addDays(date, 1)) {
      const earlier = claimed.get(date)
      if (earlier === undefined) claimed.set(date, index)
      else {
        problems.push(`${exceptionName(exception, index)}: ${date} is already given by ${exceptionName(exceptions[earlier]!, earlier)}`)
        break
      }
    }
  }
  if (problems.length) return problems
  // A night that would end after the next day's opening has begun (the day before a range, and each of its days).
  const schedule: Schedule = { hours, exceptions }
  for (const { exception, index } of sound) {
    const { from, to } = exceptionSpan(exception)
    for (let date = addDays(from, -1); date <= to; date = addDays(date, 1)) {
      const day = dayNumber(date)
      const night = openingOn(schedule, day, date)
      const next = openingOn(schedule, day + 1, addDays(date, 1))
      if (night && next && night.end > next.start) problems.push(`${exceptionName(exception, index)}: the night of ${date} would end after the opening of ${addDays(date, 1)}`)
    }
  }
  return problems
}

/** An event as the owner reads it in src/content/data/evenings.json. */
const weeklyName = (event: WeeklyEvent, index: number) => `weeklyEvents[${event.id || index}]`
const datedName = (event: DatedEvent, index: number) => `datedEvents[${index}] (${event.date}, ${event.kind})`

function eventProblems(event: WeeklyEvent | DatedEvent): string[] {
  const problems: string[] = []
  if (!(eventKinds as readonly string[]).includes(event.kind)) problems.push(`kind ${quoted(event.kind)} is none of ${eventKinds.join(', ')}`)
  if (!isTime(String(event.starts))) problems.push(`starts ${quoted(event.starts)} is not a 24-hour time "HH:MM"`)
  if (event.ends !== undefined && !isTime(String(event.ends))) problems.push(`ends ${quoted(event.ends)} is not a 24-hour time "HH:MM"`)
  if (event.ends !== undefined && event.ends === event.starts) problems.push('ends when it starts')
  if (event.placeholder !== undefined && event.placeholder !== true) problems.push('`placeholder` is true, or left out')
  return problems
}

/**
 * Every mistake in what is on, each naming its entry: an unknown kind, a time that is not "HH:MM",
 * an evening on a day the restaurant is closed or starting at or after it closes. Empty when all is well.
 */
export function whatsOnProblems(weekly: readonly WeeklyEvent[], dated: readonly DatedEvent[], schedule: Schedule): string[] {
  const problems: string[] = []
  const ids = new Set<string>()
  weekly.forEach((event, index) => {
    const name = weeklyName(event, index)
    const own = eventProblems(event)
    if (!event.id) own.push('give it an `id`')
    else if (ids.has(event.id)) own.push(`the id ${quoted(event.id)} is taken by another entry`)
    ids.add(event.id)
    const days = Array.isArray(event.days) ? event.days : []
    if (!days.length) own.push('give it the days it is on (`days`)')
    for (const day of days) if (!(weekdays as readonly string[]).includes(day)) own.push(`${quoted(day)} is none of ${weekdays.join(', ')}`)
    if (!own.length) {
      // On a day of an ordinary week (the coming Monday, …): exceptions may cancel an evening, the week may not.
      const monday = dayNumber('2026-01-05')
      for (const day of days) {
        const date = dateOf(monday + weekdays.indexOf(day))
        const opening = openingOn({ hours: schedule.hours, exceptions: [] }, dayNumber(date), date)
        if (!opening) own.push(`the restaurant is closed on ${day} every week`)
        else if (!placeInOpening(event, dayNumber(date), opening)) own.push(`on ${day} it starts at or after closing`)
      }
    }
    problems.push(...own.map((problem) => `${name}: ${problem}`))
  })
  dated.forEach((event, index) => {
    const name = datedName(event, index)
    const own = eventProblems(event)
    if (Number.isNaN(dayNumber(String(event.date)))) own.push(`date ${quoted(event.date)} is not a date "YYYY-MM-DD"`)
    if (!own.length) {
      const opening = openingOn(schedule, dayNumber(event.date), event.date)
      if (!opening) own.push('the restaurant is closed that day: open it with an exception in src/content/data/hours.json')
      else if (!placeInOpening(event, dayNumber(event.date), opening)) own.push('it starts at or after closing that day')
    }
    problems.push(...own.map((problem) => `${name}: ${problem}`))
  })
  return problems
}
