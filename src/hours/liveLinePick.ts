const dayMinutes = 24 * 60

/**
 * The live line for every moment, as the build writes it into the page for the page's script to pick
 * from without React (./datedParts.ts, `liveLineIndexAt`): the ordinary week, which repeats, and the
 * days out of the ordinary (a holiday, a single evening, the fortnight before a change), each as the
 * minutes at which the line changes. Times are minutes on Riga's wall-clock line (days of 24 hours
 * from 1970-01-01), so a change of the clocks moves nothing: the page reads Riga's wall clock.
 */
export interface LiveLineTimeline {
  /** Each line once: its tone and words. */
  lines: [tone: string, words: string][]
  /** The ordinary week: from which minute after Monday 00:00 each line holds (the index in `lines`, -1 for none). */
  week: [number, number][]
  /** The days out of the ordinary: from which wall-clock minute each line holds, up to `until`. */
  days: [number, number][]
  until: number
}

/** Minutes in a week; the wall-clock line's Monday 00:00 (1970-01-05) that weeks are counted from. */
export const weekMinutes = 7 * dayMinutes
export const firstMonday = 4 * dayMinutes

/** The line's index at a wall-clock minute (-1: none), and the minute it next changes. */
export function liveLineIndexAt(timeline: LiveLineTimeline, minute: number): { index: number; changesAt: number } {
  const { week, days, until } = timeline
  if (days.length && minute >= days[0]![0] && minute < until) {
    const at = days.findLastIndex(([from]) => from <= minute)
    return { index: days[at]![1], changesAt: days[at + 1]?.[0] ?? until }
  }
  const weekStart = minute - ((((minute - firstMonday) % weekMinutes) + weekMinutes) % weekMinutes)
  const inWeek = minute - weekStart
  const at = week.findLastIndex(([from]) => from <= inWeek)
  const current = at >= 0 ? week[at]! : week.at(-1)
  const next = week[at + 1]?.[0] ?? weekMinutes + (week[0]?.[0] ?? 0)
  const changesAt = weekStart + next
  // The ordinary week may lead into the days out of the ordinary.
  return { index: current?.[1] ?? -1, changesAt: days.length && minute < days[0]![0] ? Math.min(changesAt, days[0]![0]) : changesAt }
}
