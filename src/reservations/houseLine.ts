import type { Weekday } from '../content/openingHours'
import { weekdayOf } from '../hours/calendar'
import { morningOf } from './nightTexts'
import type { CompleteRequest } from './tableRequest'

// One line the house reads at a glance whatever the guest's language, in a fixed format that no
// catalog translates (docs/decisions/0059-a-request-the-house-can-act-on.md):
//   2026-11-20 Fri 19:30 · 4 pax · Anna Bērziņa
//   2026-12-12/13 Sat→Sun 00:30 · 4 pax · Anna Bērziņa · +371 2612 3456
// An hour after midnight names both days of its night; the second date writes only what differs
// from the first ("/13", "/01-01", "/2027-01-01"). "pax" is the trade's word for covers.

const shortWeekday: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' }

/** The part of `next` ("YYYY-MM-DD") that differs from `first`: "13", "01-01", "2027-01-01". */
function differingPart(first: string, next: string): string {
  if (first.slice(0, 4) !== next.slice(0, 4)) return next
  if (first.slice(0, 7) !== next.slice(0, 7)) return next.slice(5)
  return next.slice(8)
}

/** The request's fixed-format line; `callback` is the number the guest gave to be called back on, if any. */
export function houseLine(request: CompleteRequest, callback = ''): string {
  const { date, time, party, name } = request
  const morning = morningOf(date)
  const when = time.afterMidnight
    ? `${date}/${differingPart(date, morning)} ${shortWeekday[weekdayOf(date)]}→${shortWeekday[weekdayOf(morning)]} ${time.time}`
    : `${date} ${shortWeekday[weekdayOf(date)]} ${time.time}`
  return [when, `${party} pax`, ...(name ? [name] : []), ...(callback ? [callback] : [])].join(' · ')
}
