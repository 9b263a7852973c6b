import { addDays, dayNumber, knowRigaOffsets, restaurantTimeZone, wallClock, weekdayOf, type OffsetTable } from './calendar.ts'
import { liveLineIndexAt, type LiveLineTimeline } from './liveLinePick.ts'

/**
 * Parts of a prerendered page that hold only on some days: the exceptions to the hours of the coming
 * days, what is on tonight. The build writes them all, marked with the days they hold; the page's
 * scripts show those of the visitor's day in Riga and hide the rest, so a past exception disappears
 * without a rebuild: a line of script at the end of each part, as the parser reaches it, so the first
 * paint already has the visitor's day, then the head's script each minute (both ../entry-dated-parts.ts;
 * the development server writes no head script, so there ../entry-client.ts runs it). No React:
 * hiding a list entry needs none. Without scripts the page shows what held on the day it was built.
 */

/** An entry shown from one day to another, both included ("YYYY-MM-DD"; either end may be open). */
export const shownFrom = 'data-shown-from'
export const shownUntil = 'data-shown-until'
/** An entry of tonight's: the evenings it is on (weekdays "thu fri", or dates), those it is not, and its times. */
export const tonightOn = 'data-tonight'
export const notOn = 'data-not-on'
export const starts = 'data-starts'
export const ends = 'data-ends'
/** Inside a tonight entry: its words before it starts ("from 21:00") and once it has ("until 23:00"). */
export const beforeStart = 'data-before-start'
export const sinceStart = 'data-since-start'
/** Hidden when none of its entries is shown (a heading goes with its list). */
export const datedGroup = 'data-dated-group'

/**
 * Days ahead a coming exception to the hours, or a single evening, shows where it sits beside other
 * facts ("the next 14 days"): the home, the footer, the printed menu.
 */
export const fortnight = 14

/** An evening lasts until this minute of the next day: a night past midnight is still the evening it began. */
const eveningEnds = 6 * 60

const pad = (value: number) => String(value).padStart(2, '0')

/** The attributes of an entry shown from `from` to `until`, and whether it shows on `today` (the build's day). */
export function shownBetween(today: string, from: string | undefined, until: string | undefined) {
  return { [shownFrom]: from, [shownUntil]: until, hidden: (from !== undefined && today < from) || (until !== undefined && today > until) }
}

/** The attributes of one of tonight's entries: the evenings it is on, those it is not, its times. */
export function tonightAttributes({ on, notOn: off, event }: { on: readonly string[]; notOn: readonly string[]; event: { starts: string; ends: string } }) {
  return { [tonightOn]: on.join(' '), [notOn]: off.length ? off.join(' ') : undefined, [starts]: event.starts, [ends]: event.ends }
}

/** The visitor's moment in Riga, as the entries are compared with it. */
export interface RigaMoment {
  date: string
  /** "YYYY-MM-DDTHH:MM", Riga's wall clock. */
  clock: string
  /** The date of the evening under way: until 06:00 it is the day before's. */
  evening: string
}

const momentOf = ({ date, minute }: { date: string; minute: number }): RigaMoment => ({
  date,
  clock: `${date}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`,
  evening: minute < eveningEnds ? addDays(date, -1) : date,
})

export const rigaMoment = (now: Date): RigaMoment => momentOf(wallClock(now, restaurantTimeZone))

/** The minute of a Riga moment on the wall-clock line (days of 24 hours from 1970-01-01), as the live line's timeline counts. */
const wallMinuteOf = ({ clock }: RigaMoment) => dayNumber(clock.slice(0, 10)) * 24 * 60 + Number(clock.slice(11, 13)) * 60 + Number(clock.slice(14, 16))

/** A place of the live line (../components/hours/LiveLine/): its tone, read by its styles and tests; its words inside, in `liveLineWordsAttribute`. */
export const liveLineAttribute = 'data-opening-status'
export const liveLineWordsAttribute = 'data-live-line-words'
/** The page's one copy of the line's timeline (./liveLineTimeline.ts), a JSON script before the header. */
export const liveLineDataId = 'amigo-live-line'

let timeline: LiveLineTimeline | undefined

/** Shows the live line at a moment in each of its places under `root`; the wall-clock minute it next changes, if any place was found. */
function showLiveLines(root: ParentNode, moment: RigaMoment): number | undefined {
  const places = root.querySelectorAll<HTMLElement>(`[${liveLineWordsAttribute}]`)
  if (!places.length) return undefined
  timeline ??= JSON.parse(document.getElementById(liveLineDataId)?.textContent || 'null') ?? undefined
  if (!timeline) return undefined
  const { index, changesAt } = liveLineIndexAt(timeline, wallMinuteOf(moment))
  const [tone = '', words = ''] = timeline.lines[index] ?? []
  for (const text of places) {
    const place = text.closest(`[${liveLineAttribute}]`)
    if (place && place.getAttribute(liveLineAttribute) !== tone) place.setAttribute(liveLineAttribute, tone)
    if (text.textContent !== words) text.textContent = words
  }
  return changesAt
}

/** An entry's attribute, or null (an element's `getAttribute`). */
type Attribute = (name: string) => string | null

/** Whether an entry holds at a moment: within its days, or (tonight's) on this evening and not yet over. */
export function isShown(attribute: Attribute, { date, clock, evening }: RigaMoment): boolean {
  const on = attribute(tonightOn)
  if (on === null) return date >= (attribute(shownFrom) ?? '') && date <= (attribute(shownUntil) ?? date)
  const begins = attribute(starts) ?? ''
  const finishes = attribute(ends) ?? ''
  const end = `${finishes <= begins ? addDays(evening, 1) : evening}T${finishes}`
  const days = on.split(' ')
  return (days.includes(evening) || days.includes(weekdayOf(evening))) && !attribute(notOn)?.split(' ').includes(evening) && clock < end
}

/** Whether tonight's entry has started (its words change from "from 21:00" to "until 23:00"). */
export const hasStarted = (attribute: Attribute, { clock, evening }: RigaMoment): boolean => clock >= `${evening}T${attribute(starts) ?? ''}`

/**
 * Shows the entries that hold at a moment in Riga (now unless given), hides the others, and the groups
 * left empty; writes the live line in its places. Returns the wall-clock minute the line next changes.
 */
export function showDatedParts(root: ParentNode = document, moment: RigaMoment = rigaMoment(new Date())): number | undefined {
  for (const entry of root.querySelectorAll<HTMLElement>(`[${shownFrom}],[${shownUntil}],[${tonightOn}]`)) {
    const attribute = (name: string) => entry.getAttribute(name)
    setHidden(entry, !isShown(attribute, moment))
    const started = hasStarted(attribute, moment)
    for (const words of entry.querySelectorAll<HTMLElement>(`[${beforeStart}]`)) setHidden(words, started)
    for (const words of entry.querySelectorAll<HTMLElement>(`[${sinceStart}]`)) setHidden(words, !started)
  }
  for (const group of root.querySelectorAll<HTMLElement>(`[${datedGroup}]`)) {
    setHidden(group, !group.querySelector(`:is([${shownFrom}],[${shownUntil}],[${tonightOn}]):not([hidden])`))
  }
  return showLiveLines(root, moment)
}

/** Milliseconds from `now` to a wall-clock minute in Riga, read by the minutes its clock shows until then (a change of the clocks may put it up to an hour off: the caller checks again within a minute). */
export const msUntilWallMinute = (now: Date, minute: number) => (minute - wallMinuteOf(rigaMoment(now))) * 60_000 - (now.getTime() % 60_000)

/**
 * Writes `hidden` only where it changes. The parts run as the parser reaches them, and a write of
 * the value already there still made the page work out its styles again before its first paint.
 */
function setHidden(element: HTMLElement, hidden: boolean) {
  if (element.hidden !== hidden) element.hidden = hidden
}

/** The attribute of the head's script that holds Riga's offsets from UTC for the coming years (calendar.ts, `OffsetTable`). */
export const rigaOffsetsAttribute = 'data-riga-offsets'

/** Reads Riga's clock by the offsets on the head's script from now on (calendar.ts, `knowRigaOffsets`); a page without it keeps Intl. */
export const knowRigaOffsetsOf = (script: Element | null | undefined) => knowRigaOffsets(JSON.parse(script?.getAttribute(rigaOffsetsAttribute) ?? '[]') as OffsetTable)

/** The name under which the head's script (../entry-dated-parts.ts) gives each part's script `showDatedParts`. */
export const showDatedPartsGlobal = 'amigoShowDatedParts'

/**
 * The script at the end of each part with dated entries: it shows them for the visitor's day as soon
 * as the parser has them, before the page paints them. One text everywhere, so the security policy
 * allows it by one hash; it does nothing where the head's script is missing (`npm run dev`).
 */
export const datedPartsScript = `self.${showDatedPartsGlobal}?.(document.currentScript.parentElement)`
