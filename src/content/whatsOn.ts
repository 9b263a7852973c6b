import type { Weekday } from './openingHours.ts'

/**
 * What is on at Amigo: the evenings of every week and the single ones. The owner picks a kind (each
 * has its name in every language: src/hours/whatsOnTexts.ts) and gives the days and times in Riga
 * time; the site announces each only on a day the restaurant opens and within its hours, so a
 * holiday closure or an earlier closing (src/content/openingHours.ts) cancels or shortens it by
 * itself. The build refuses a mistake here and names the entry (docs/owner.md, "What is on").
 */

/** The kinds of evening the site can announce. Adding one needs its name in src/hours/whatsOnTexts.ts. */
export const eventKinds = ['karaoke', 'liveMusic', 'happyHour', 'dancing', 'match', 'tasting'] as const
export type EventKind = (typeof eventKinds)[number]

interface EventTimes {
  kind: EventKind
  /** 24-hour "HH:MM", Riga time. */
  starts: string
  /** "HH:MM"; earlier than `starts` ends after midnight. Leave it out for "until closing". */
  ends?: string
  /**
   * Marks sample times the specification never gave: shown on the site (as the sample reviews are),
   * never put in the structured data as an event, and listed by `npm run check:launch`. Remove it
   * (and the PLACEHOLDER comment above it) once the times are the owner's.
   */
  placeholder?: true
}

/** An evening of every week, on these days. */
export interface WeeklyEvent extends EventTimes {
  /** A name for the entry, unique here: the launch check and the build's messages name it so. */
  id: string
  days: readonly Weekday[]
}

/** A single evening: a match on the screen, a tasting. */
export interface DatedEvent extends EventTimes {
  /** "YYYY-MM-DD": the evening it is on (a start after midnight belongs to the evening before). */
  date: string
}

export const weeklyEvents: readonly WeeklyEvent[] = [
  {
    id: 'happy-hour',
    kind: 'happyHour',
    days: ['tue', 'wed', 'thu', 'fri', 'sat'],
    starts: '17:00',
    ends: '19:00',
    /** PLACEHOLDER: the happy hour's days and times; the texts promise one, the specification gives none. */
    placeholder: true,
  },
  {
    id: 'karaoke',
    kind: 'karaoke',
    days: ['thu'],
    starts: '21:00',
    /** PLACEHOLDER: the karaoke evening and its start; the texts promise karaoke, the specification gives no day. */
    placeholder: true,
  },
  {
    id: 'live-music',
    kind: 'liveMusic',
    days: ['fri'],
    starts: '21:00',
    ends: '00:00',
    /** PLACEHOLDER: the live Latin music evening and its times; the texts promise it, the specification gives no day. */
    placeholder: true,
  },
  {
    id: 'dancing',
    kind: 'dancing',
    days: ['sat'],
    starts: '22:00',
    /** PLACEHOLDER: the dancing evening and its start; the texts promise dancing, the specification gives no day. */
    placeholder: true,
  },
]

/**
 * Single evenings, for example
 *
 *   { date: '2027-05-23', kind: 'match', starts: '20:15', ends: '23:00' },
 *
 * A date the restaurant is closed needs an exception that opens it (src/content/openingHours.ts).
 */
export const datedEvents: readonly DatedEvent[] = []
