import { describe, expect, it } from 'vitest'
import { hoursExceptions, openingHours, type HoursException, type OpeningPeriod } from '../../src/content/openingHours'
import { datedEvents, weeklyEvents, type DatedEvent, type WeeklyEvent } from '../../src/content/whatsOn'
import { whatsOnProblems } from '../../src/hours/scheduleProblems'
import { contentProblems } from '../../src/content/schema/contentProblems'
import { eveningsFileSchema } from '../../src/content/schema/evenings'
import type { Schedule } from '../../src/hours/schedule'
import { hasStarted, isShown, rigaMoment, tonightAttributes } from '../../src/hours/datedParts'
import { openingStatus } from '../../src/hours/openingStatus'
import { occurrencesBetween, tonightEntries } from '../../src/hours/whatsOn'

// The specification's week and a few evenings of our own: the owner's content is checked at the end.
const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const exceptions: readonly HoursException[] = [
  { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
  { date: '2026-12-31', opens: '18:00', closes: '01:00', reason: 'holidayHours' },
  { date: '2027-01-04', opens: '18:00', closes: '23:00' },
]
const schedule: Schedule = { hours: week, exceptions }
const weekly: readonly WeeklyEvent[] = [
  { id: 'happy-hour', kind: 'happyHour', days: ['tue', 'wed', 'thu', 'fri', 'sat'], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: ['thu'], starts: '21:00' },
  { id: 'music', kind: 'liveMusic', days: ['fri'], starts: '21:00', ends: '03:00' },
]
const dated: readonly DatedEvent[] = [{ date: '2027-01-04', kind: 'match', starts: '20:00', ends: '22:30' }]
const evenings = (from: string, to: string) => occurrencesBetween(schedule, from, to, { weekly, dated }).map(({ date, kind, starts, ends }) => `${date} ${kind} ${starts}–${ends}`)

describe('what is on', () => {
  it('follows the week: the happy hour on every open day, karaoke until closing, the music cut at closing', () => {
    expect(evenings('2026-12-17', '2026-12-18')).toEqual([
      '2026-12-17 happyHour 17:00–19:00',
      '2026-12-17 karaoke 21:00–23:00',
      '2026-12-18 happyHour 17:00–19:00',
      '2026-12-18 liveMusic 21:00–02:00',
    ])
  })

  it('announces nothing on a day closed by an exception (Christmas Eve, a Thursday)', () => {
    expect(evenings('2026-12-24', '2026-12-26')).toEqual([])
  })

  it('fits holiday hours: the happy hour waits for an 18:00 opening, karaoke ends at 01:00', () => {
    expect(evenings('2026-12-31', '2026-12-31')).toEqual(['2026-12-31 happyHour 18:00–19:00', '2026-12-31 karaoke 21:00–01:00'])
  })

  it('adds a single evening on a day an exception opens (a Monday)', () => {
    expect(evenings('2027-01-04', '2027-01-04')).toEqual(['2027-01-04 match 20:00–22:30'])
  })
})

/** The problems of these entries, as the owner might write them (some not as TypeScript allows). */
const problems = (weeklyEntries: unknown[], datedEntries: unknown[] = []) => whatsOnProblems(weeklyEntries as WeeklyEvent[], datedEntries as DatedEvent[], schedule)

describe('a mistake in what is on', () => {

  it('is refused, naming the entry: a kind not on the list, a time not on the 24-hour clock', () => {
    expect(contentProblems('evenings.json', eveningsFileSchema, { weekly: [{ id: 'quiz', kind: 'quiz', days: ['wed'], starts: '9pm' }], dated: [] })).toEqual([
      'evenings.json › Every week › quiz › Kind of evening: "quiz" is none of karaoke, liveMusic, happyHour, dancing, match, tasting',
      'evenings.json › Every week › quiz › Starts: "9pm" is not a time: write it on the 24-hour clock, from 00:00 to 23:59, like 17:00 or 02:30',
    ])
  })

  it('is refused, naming the entry: an evening on a day the week closes, or after closing', () => {
    expect(problems([{ id: 'karaoke', kind: 'karaoke', days: ['mon', 'thu'], starts: '23:30' }])).toEqual([
      'Every week › karaoke: the restaurant is closed on mon every week',
      'Every week › karaoke: on thu it starts at or after closing',
    ])
  })

  it('is refused, naming the entry: a single evening on a closed day, two entries with one id', () => {
    expect(problems([], [{ date: '2026-12-25', kind: 'match', starts: '20:00' }])).toEqual([
      'Single evenings › 2026-12-25: the restaurant is closed that day: open it with an entry in Holidays and special hours',
    ])
    expect(problems([weekly[1], weekly[1]])).toEqual(['Every week › karaoke: the name "karaoke" is given to another evening: give each its own'])
  })

  it('passes the content (docs/owner.md, "What is on")', () => {
    expect(whatsOnProblems(weeklyEvents, datedEvents, { hours: openingHours, exceptions: hoursExceptions })).toEqual([])
  })
})

describe('tonight’s entries, as the page’s script picks them', () => {
  const entries = tonightEntries(schedule, '2026-12-20', { weekly, dated })
  /** An entry's attributes as the page carries them. */
  const attributesOf = (entry: (typeof entries)[number]) => (name: string) => (tonightAttributes(entry) as Record<string, string | undefined>)[name] ?? null
  /** What the script shows at a moment in Riga, in the words' order. */
  const shownAt = (instant: string) =>
    entries.filter((entry) => isShown(attributesOf(entry), rigaMoment(new Date(instant)))).map(({ event }) => `${event.kind} ${event.starts}–${event.ends}`)

  it('are the week’s evenings, marked off the days an exception changes, with those days’ own times', () => {
    const karaoke = entries.filter((entry) => entry.event.kind === 'karaoke')
    expect(karaoke.map(({ on, notOn: off, event }) => [on.join(' '), off.join(' '), `${event.starts}–${event.ends}`])).toEqual([
      ['thu', '2026-12-24 2026-12-31', '21:00–23:00'],
      ['2026-12-31', '', '21:00–01:00'],
    ])
  })

  it('show on the evening itself, the happy hour gone at 19:00', () => {
    expect(shownAt('2026-12-17T12:00:00+02:00')).toEqual(['happyHour 17:00–19:00', 'karaoke 21:00–23:00'])
    expect(shownAt('2026-12-17T19:00:00+02:00')).toEqual(['karaoke 21:00–23:00'])
    expect(shownAt('2026-12-17T23:00:00+02:00')).toEqual([])
  })

  it('show nothing on a closed day, and holiday hours’ times on New Year’s Eve', () => {
    expect(shownAt('2026-12-24T18:00:00+02:00')).toEqual([])
    expect(shownAt('2026-12-31T12:00:00+02:00')).toEqual(['happyHour 18:00–19:00', 'karaoke 21:00–01:00'])
    expect(shownAt('2027-01-01T00:30:00+02:00')).toEqual(['karaoke 21:00–01:00'])
  })

  it('never announce an evening that has started while the restaurant is closed', () => {
    const closedButAnnounced: string[] = []
    for (let minutes = 0; minutes < 21 * 24 * 60; minutes += 20) {
      const instant = new Date(Date.parse('2026-12-14T00:00:00+02:00') + minutes * 60_000)
      const moment = rigaMoment(instant)
      const started = entries.filter((entry) => isShown(attributesOf(entry), moment) && hasStarted(attributesOf(entry), moment))
      if (started.length && openingStatus(instant, schedule).state !== 'open') closedButAnnounced.push(instant.toISOString())
    }
    expect(closedButAnnounced).toEqual([])
  })
})
