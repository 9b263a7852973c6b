import { msUntilStatusChanges, openingStatus, type OpeningStatus } from '../src/hours/openingStatus'
import { type Schedule } from '../src/hours/schedule'
import { contentSchedule } from '../src/hours/contentSchedule'

/**
 * Moments that put the restaurant in each state under the hours of src/content/data/hours.json (its
 * exceptions included), for
 * the tests and stories that show the opening status: they hold whatever hours the owner sets
 * (docs/owner.md, "Changing facts"). Shared by tests/browser/ and the stories' play functions, so it runs
 * in Node and in the browser alike.
 */

/** The four states the opening-status badge words differently. */
export const statusKinds = ['open', 'closingSoon', 'closedOpensToday', 'closedOpensAnotherDay'] as const
export type StatusKind = (typeof statusKinds)[number]

export function kindOf(status: OpeningStatus): StatusKind {
  if (status.state === 'open') return status.closingSoon ? 'closingSoon' : 'open'
  return status.opensToday ? 'closedOpensToday' : 'closedOpensAnotherDay'
}

/** A Monday in Riga in summer (UTC+3): the week looked at has no change of the clocks. */
const monday = new Date('2026-06-01T00:00:00+03:00')
const week = 7 * 24 * 60 * 60_000
const minute = 60_000

interface Stretch {
  from: number
  to: number
  kind: StatusKind
}

/** One week of stretches in which the status stays the same, each whole, from the first change after `monday`. */
function stretchesOf(hours: Schedule): Stretch[] {
  const start = monday.getTime() + msUntilStatusChanges(monday, hours)
  const stretches: Stretch[] = []
  for (let from = start; from < start + week; ) {
    const at = new Date(from)
    const to = from + msUntilStatusChanges(at, hours)
    stretches.push({ from, to, kind: kindOf(openingStatus(at, hours)) })
    from = to
  }
  return stretches
}

/**
 * A moment in that state: the middle of the week's longest stretch of it (the earliest of equals),
 * to the minute, so that a page whose clock runs on from it stays in that state for hours. With the
 * specification's hours: open on Friday at 21:00, closing soon on Tuesday at 22:30, closed but
 * opening today on Tuesday at 08:30, closed until another day on Monday at 01:00.
 */
export function momentWhen(kind: StatusKind, hours: Schedule = contentSchedule): Date {
  const longest = stretchesOf(hours)
    .filter((stretch) => stretch.kind === kind)
    .reduce<Stretch | undefined>((best, stretch) => (!best || stretch.to - stretch.from > best.to - best.from ? stretch : best), undefined)
  if (!longest) throw new Error(`the opening hours leave no moment in the week that is "${kind}"`)
  return new Date(Math.floor((longest.from + longest.to) / 2 / minute) * minute)
}
