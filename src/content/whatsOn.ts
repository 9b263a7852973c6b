import eveningsFile from './data/evenings.json' with { type: 'json' }
import type { DatedEvent, EveningsFile, WeeklyEvent } from './schema/evenings.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

export { eventKinds, type EventKind } from './schema/choices.ts'
export type { DatedEvent, WeeklyEvent } from './schema/evenings.ts'

// What is on at Amigo, the owner's file (docs/owner.md, "What is on"), which its schema checks before
// every build. The site announces an evening only on a day the restaurant opens and within its
// hours, so a holiday closure or an earlier closing cancels or shortens it by itself. An evening
// marked `placeholder` holds sample times: shown on the site, never in the structured data, and
// listed by `npm run check:launch`.
const evenings = /* @__PURE__ */ withoutBlanks(eveningsFile) as EveningsFile

/** The evenings of every week. */
export const weeklyEvents: readonly WeeklyEvent[] = evenings.weekly

/** Single evenings: a match on the screen, a tasting. */
export const datedEvents: readonly DatedEvent[] = evenings.dated
