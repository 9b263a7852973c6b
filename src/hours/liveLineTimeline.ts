import type { I18n } from '@lingui/core'
import { dayNumber, addDays } from './calendar'
import { dayMinutes, exceptionSpan } from './schedule'
import type { LiveLineTimeline } from './liveLinePick'
import { changeMinutes, liveLineAt, type LiveLine, type LiveLineFacts } from './liveLine'
import { liveLineWords, toneOf, type LiveLineTone } from './liveLineWords'
export type { LiveLineTimeline }


/** A Monday of an ordinary week, to read the week's line off. */
const ordinaryMonday = dayNumber('2026-01-05')

type Segment = [minute: number, line: LiveLine | undefined]

const keyOf = (line: LiveLine | undefined) => JSON.stringify(line ?? null)

/** The line's changes within one day: from which minute each line holds. */
function dayChanges(facts: LiveLineFacts, day: number): Segment[] {
  return changeMinutes(facts, day).map((minute): Segment => [minute, liveLineAt(facts, minute)])
}

/** Segments with no change between them merged. */
const merged = (segments: Segment[]) => segments.filter((segment, index) => index === 0 || keyOf(segment[1]) !== keyOf(segments[index - 1]![1]))

/** The facts of an ordinary week: its hours and its weekly evenings, no exception, no holiday. */
const ordinaryFacts = (facts: LiveLineFacts): LiveLineFacts => ({ schedule: { hours: facts.schedule.hours, exceptions: [] }, weekly: facts.weekly, dated: [], holidays: [] })

/** The last day anything out of the ordinary can show on the line: a week past the last exception (the next opening it names), an evening, a holiday. */
function lastUnusualDay(facts: LiveLineFacts): number {
  const days = [
    ...facts.schedule.exceptions.map((exception) => dayNumber(exceptionSpan(exception).to) + 7),
    ...facts.dated.map((event) => dayNumber(event.date) + 1),
    ...facts.holidays.map((holiday) => dayNumber(holiday.date) + 7),
  ]
  return Math.max(Number.NEGATIVE_INFINITY, ...days)
}

/**
 * The line's timeline from the day before `today` ("YYYY-MM-DD", Riga) on, in the active language
 * (./liveLinePick.ts): the ordinary week, then the days out of the ordinary, where a day's line
 * differs from its weekday's in the ordinary week.
 */
export function liveLineTimeline(i18n: I18n, facts: LiveLineFacts, today: string): LiveLineTimeline {
  const lines: [LiveLineTone, string][] = []
  const indexOf = (line: LiveLine | undefined) => {
    if (!line) return -1
    const entry: [LiveLineTone, string] = [toneOf(line.main), liveLineWords(i18n, line)]
    const found = lines.findIndex(([tone, words]) => tone === entry[0] && words === entry[1])
    return found >= 0 ? found : lines.push(entry) - 1
  }
  const ordinary = ordinaryFacts(facts)
  const weekDays = Array.from({ length: 7 }, (_, index) => dayChanges(ordinary, ordinaryMonday + index))
  const week = merged(weekDays.flat()).map(([minute, line]): [number, number] => [minute - ordinaryMonday * dayMinutes, indexOf(line)])

  // A day is out of the ordinary where its line differs from its weekday's in the ordinary week.
  const first = dayNumber(addDays(today, -1))
  const last = lastUnusualDay(facts)
  const unusual: number[] = []
  for (let day = first; day <= last; day++) {
    const usual = weekDays[(((day - ordinaryMonday) % 7) + 7) % 7]!.map(([minute, line]) => `${minute % dayMinutes} ${keyOf(line)}`)
    const actual = dayChanges(facts, day).map(([minute, line]) => `${minute % dayMinutes} ${keyOf(line)}`)
    if (usual.join('\n') !== actual.join('\n')) unusual.push(day)
  }
  if (!unusual.length) return { lines, week, days: [], until: 0 }
  const from = unusual[0]!
  const to = unusual.at(-1)! + 1
  const segments: Segment[] = []
  for (let day = from; day < to; day++) segments.push(...dayChanges(facts, day))
  const days = merged(segments).map(([minute, line]): [number, number] => [minute, indexOf(line)])
  return { lines, week, days, until: to * dayMinutes }
}
