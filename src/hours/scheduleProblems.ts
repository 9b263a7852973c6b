import { exceptionReasons, type HoursException, type OpeningPeriod } from '../content/openingHours.ts'
import { addDays, dayNumber, isTime } from './calendar.ts'
import { exceptionSpan, openingOn, type Schedule } from './schedule.ts'

/** An exception as the owner reads it in src/content/openingHours.ts: its place in the list and its days. */
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
