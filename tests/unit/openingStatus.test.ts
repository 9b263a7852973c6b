import { describe, expect, it } from 'vitest'
import { closedDays, openingHours, weekdays, type OpeningPeriod, type Weekday } from '../../src/content/openingHours'
import { closingSoonMinutes, msUntilStatusChanges, openingStatus } from '../../src/hours/openingStatus'
import { type Schedule } from '../../src/hours/schedule'
import { contentSchedule } from '../../src/hours/contentSchedule'

/**
 * The week the status logic is checked on: the specification's hours, given to it here rather than
 * read from src/content/data/hours.json, so that the owner's changes there (docs/owner.md, "Changing
 * facts") leave these cases standing. The content's own hours are checked at the end of the file.
 */
const specificationWeek: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
/** The week's hours alone, with no dated exception. */
const weekOf = (hours: readonly OpeningPeriod[]): Schedule => ({ hours, exceptions: [] })
const statusOf = (now: Date, hours: readonly OpeningPeriod[] = specificationWeek, timeZone?: string) => openingStatus(now, weekOf(hours), timeZone)
const msUntilChange = (now: Date) => msUntilStatusChanges(now, weekOf(specificationWeek))

/** A week of Riga dates in summer (EEST, +03:00) and in winter (EET, +02:00), Monday first. */
const seasons = {
  summer: { offset: '+03:00', dates: { mon: '2026-06-01', tue: '2026-06-02', wed: '2026-06-03', thu: '2026-06-04', fri: '2026-06-05', sat: '2026-06-06', sun: '2026-06-07' } },
  winter: { offset: '+02:00', dates: { mon: '2026-01-05', tue: '2026-01-06', wed: '2026-01-07', thu: '2026-01-08', fri: '2026-01-09', sat: '2026-01-10', sun: '2026-01-11' } },
} as const

/** The instant when Riga's wall clock shows this weekday and time, in that season's week. */
const riga = (season: keyof typeof seasons, day: Weekday, time: string) =>
  new Date(`${seasons[season].dates[day]}T${time}${seasons[season].offset}`)

// The weekday and time a case names; its date follows from the instant (checked in the cases with exceptions).
const open = (day: Weekday, time: string, closingSoon = false) => ({ state: 'open', closes: expect.objectContaining({ day, time }), closingSoon })
const closed = (day: Weekday, time: string, opensToday = false) => ({ state: 'closed', opens: expect.objectContaining({ day, time }), opensToday, opensThisWeek: true })

/** "Sun 02:59 GMT+2": Riga's wall clock and UTC offset at an instant. */
const rigaClock = (instant: string) => {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Riga',
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZoneName: 'shortOffset',
  })
  const parts = Object.fromEntries(format.formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return `${parts.weekday} ${parts.hour}:${parts.minute} ${parts.timeZoneName}`
}

const cases: [day: Weekday, time: string, expected: ReturnType<typeof open | typeof closed>][] = [
  // Midday, every day of the week.
  ['mon', '12:00', closed('tue', '17:00')],
  ['tue', '12:00', closed('tue', '17:00', true)],
  ['wed', '12:00', closed('wed', '17:00', true)],
  ['thu', '12:00', closed('thu', '17:00', true)],
  ['fri', '12:00', closed('fri', '17:00', true)],
  ['sat', '12:00', closed('sat', '17:00', true)],
  ['sun', '12:00', closed('tue', '17:00')],
  // Tuesday to Thursday, 17:00–23:00.
  ['tue', '00:00', closed('tue', '17:00', true)],
  ['tue', '16:59', closed('tue', '17:00', true)],
  ['tue', '17:00', open('tue', '23:00')],
  ['tue', '21:59', open('tue', '23:00')],
  ['tue', '22:00', open('tue', '23:00', true)],
  ['tue', '22:59', open('tue', '23:00', true)],
  ['tue', '23:00', closed('wed', '17:00')],
  ['wed', '00:30', closed('wed', '17:00', true)],
  ['wed', '16:59', closed('wed', '17:00', true)],
  ['wed', '17:00', open('wed', '23:00')],
  ['wed', '22:59', open('wed', '23:00', true)],
  ['wed', '23:00', closed('thu', '17:00')],
  ['thu', '16:59', closed('thu', '17:00', true)],
  ['thu', '17:00', open('thu', '23:00')],
  ['thu', '22:59', open('thu', '23:00', true)],
  ['thu', '23:00', closed('fri', '17:00')],
  // Friday and Saturday, 17:00–02:00: the early morning belongs to the night before.
  ['fri', '00:30', closed('fri', '17:00', true)],
  ['fri', '16:59', closed('fri', '17:00', true)],
  ['fri', '17:00', open('sat', '02:00')],
  ['fri', '23:59', open('sat', '02:00')],
  ['sat', '00:00', open('sat', '02:00')],
  ['sat', '00:30', open('sat', '02:00')],
  ['sat', '00:59', open('sat', '02:00')],
  ['sat', '01:00', open('sat', '02:00', true)],
  ['sat', '01:59', open('sat', '02:00', true)],
  ['sat', '02:00', closed('sat', '17:00', true)],
  ['sat', '16:59', closed('sat', '17:00', true)],
  ['sat', '17:00', open('sun', '02:00')],
  ['sat', '23:59', open('sun', '02:00')],
  // Saturday's night runs into Sunday, a closed day; then nothing until Tuesday.
  ['sun', '00:00', open('sun', '02:00')],
  ['sun', '00:30', open('sun', '02:00')],
  ['sun', '01:59', open('sun', '02:00', true)],
  ['sun', '02:00', closed('tue', '17:00')],
  ['sun', '23:59', closed('tue', '17:00')],
  ['mon', '00:00', closed('tue', '17:00')],
  ['mon', '00:30', closed('tue', '17:00')],
  ['mon', '23:59', closed('tue', '17:00')],
]

describe('openingStatus', () => {
  describe.each(Object.keys(seasons) as (keyof typeof seasons)[])('in %s', (season) => {
    it.each(cases)('%s %s', (day, time, expected) => {
      expect(statusOf(riga(season, day, time))).toEqual(expected)
    })
  })

  it('counts "closing soon" from 60 minutes before closing', () => {
    expect(closingSoonMinutes).toBe(60)
  })

  describe('on the nights the clocks change', () => {
    it('has the changes on these dates (checked with Intl)', () => {
      // Sun 2026-03-29 03:00 EET becomes 04:00 EEST; Sun 2026-10-25 04:00 EEST becomes 03:00 EET.
      expect(rigaClock('2026-03-29T00:59:00Z')).toBe('Sun 02:59 GMT+2')
      expect(rigaClock('2026-03-29T01:00:00Z')).toBe('Sun 04:00 GMT+3')
      expect(rigaClock('2026-10-25T00:59:00Z')).toBe('Sun 03:59 GMT+3')
      expect(rigaClock('2026-10-25T01:00:00Z')).toBe('Sun 03:00 GMT+2')
    })

    it('closes at 02:00 on Sunday 29 March 2026, before the clocks go forward', () => {
      expect(statusOf(new Date('2026-03-28T23:59:00+02:00'))).toEqual(open('sun', '02:00'))
      expect(statusOf(new Date('2026-03-29T01:59:00+02:00'))).toEqual(open('sun', '02:00', true))
      expect(statusOf(new Date('2026-03-29T02:00:00+02:00'))).toEqual(closed('tue', '17:00'))
      expect(statusOf(new Date('2026-03-29T04:30:00+03:00'))).toEqual(closed('tue', '17:00'))
    })

    it('closes at 02:00 on Sunday 25 October 2026, before the clocks go back', () => {
      expect(statusOf(new Date('2026-10-24T23:59:00+03:00'))).toEqual(open('sun', '02:00'))
      expect(statusOf(new Date('2026-10-25T01:59:00+03:00'))).toEqual(open('sun', '02:00', true))
      expect(statusOf(new Date('2026-10-25T02:00:00+03:00'))).toEqual(closed('tue', '17:00'))
      // The hour from 03:00 happens twice; closed both times.
      expect(statusOf(new Date('2026-10-25T03:30:00+03:00'))).toEqual(closed('tue', '17:00'))
      expect(statusOf(new Date('2026-10-25T03:30:00+02:00'))).toEqual(closed('tue', '17:00'))
    })
  })

  describe('with other hours and time zones', () => {
    it('judges by the wall clock of the given time zone', () => {
      const tuesday1600Utc = new Date('2026-06-02T16:00:00Z') // 19:00 in Riga
      expect(statusOf(tuesday1600Utc, specificationWeek, 'UTC')).toEqual(closed('tue', '17:00', true))
      expect(statusOf(tuesday1600Utc)).toEqual(open('tue', '23:00'))
    })

    it('has Sunday night run into Monday, and the week wrap around', () => {
      const hours = [{ days: ['sun'], opens: '20:00', closes: '01:00' }] as const
      expect(statusOf(new Date('2026-06-08T00:30:00+03:00'), hours)).toEqual(open('mon', '01:00', true))
      expect(statusOf(new Date('2026-06-08T01:00:00+03:00'), hours)).toEqual(closed('sun', '20:00'))
    })

    it('does not call next week "today", nor by a weekday name that would read as today’s', () => {
      const hours = [{ days: ['tue'], opens: '17:00', closes: '23:00' }] as const
      expect(statusOf(new Date('2026-06-02T23:30:00+03:00'), hours)).toEqual({ ...closed('tue', '17:00'), opensThisWeek: false })
      expect(statusOf(new Date('2026-06-03T00:00:00+03:00'), hours)).toEqual(closed('tue', '17:00'))
    })

    it('does not call an opening at midnight "today" the evening before', () => {
      const hours = [{ days: ['sat'], opens: '00:00', closes: '04:00' }] as const
      expect(statusOf(new Date('2026-06-05T23:59:00+03:00'), hours)).toEqual(closed('sat', '00:00'))
      expect(statusOf(new Date('2026-06-06T00:00:00+03:00'), hours)).toEqual(open('sat', '04:00'))
    })

    it('reads equal opening and closing times as 24 hours', () => {
      const hours = [{ days: ['mon'], opens: '00:00', closes: '00:00' }] as const
      expect(statusOf(new Date('2026-06-01T12:00:00+03:00'), hours)).toEqual(open('tue', '00:00'))
    })

    it('refuses hours that never open', () => {
      expect(() => statusOf(new Date('2026-06-02T12:00:00+03:00'), [])).toThrow('no opening hours')
    })
  })
})

describe('msUntilStatusChanges', () => {
  const minutes = 60_000

  it.each([
    ['until opening', 'tue', '16:00:00', 60 * minutes],
    ['until "closing soon"', 'tue', '21:30:00', 30 * minutes],
    ['until closing', 'tue', '22:30:00', 30 * minutes],
    ['from opening until "closing soon"', 'tue', '17:00:00', 5 * 60 * minutes],
    ['to the second', 'tue', '16:59:30', 30_000],
    ['to the millisecond', 'tue', '22:59:59.999', 1],
    ['across midnight', 'fri', '23:00:00', 2 * 60 * minutes],
    ['until the midnight that makes the opening "today"', 'sun', '02:00:00', 46 * 60 * minutes],
    ['from that midnight until opening', 'tue', '00:00:00', 17 * 60 * minutes],
  ] as const)('counts %s (%s %s)', (_, day, time, expected) => {
    for (const season of ['summer', 'winter'] as const) {
      expect(msUntilChange(riga(season, day, time))).toBe(expected)
    }
  })

  it('counts real time when the clocks change in between', () => {
    // From closing at Sunday 02:00 to Tuesday 00:00, when the opening becomes "today".
    const spring = new Date('2026-03-29T02:00:00+02:00')
    expect(msUntilChange(spring)).toBe(new Date('2026-03-31T00:00:00+03:00').getTime() - spring.getTime())
    expect(msUntilChange(spring)).toBe(45 * 60 * minutes)

    const autumn = new Date('2026-10-25T02:00:00+03:00')
    expect(msUntilChange(autumn)).toBe(new Date('2026-10-27T00:00:00+02:00').getTime() - autumn.getTime())
    expect(msUntilChange(autumn)).toBe(47 * 60 * minutes)
  })

  it('announces a closing the clocks skip for the moment they skip it', () => {
    // Open until 03:00 on the night of 29 March 2026, when Riga's clocks go from 03:00 to 04:00.
    const untilThree = weekOf([{ days: ['sat'], opens: '20:00', closes: '03:00' }])
    const closingSoon = new Date('2026-03-29T02:30:00+02:00')
    expect(openingStatus(closingSoon, untilThree)).toEqual(open('sun', '03:00', true))
    expect(msUntilStatusChanges(closingSoon, untilThree)).toBe(30 * minutes)
    expect(openingStatus(new Date(closingSoon.getTime() + 30 * minutes), untilThree).state).toBe('closed')
  })

  describe.each([
    ['the specification’s hours', weekOf(specificationWeek)],
    ['the hours of the content', contentSchedule],
    // Any hours an owner may set: here closings inside the hour the clocks skip or repeat.
    ['hours that close at 03:00 and 03:30', weekOf([
      { days: ['fri', 'sat'], opens: '18:00', closes: '03:00' },
      { days: ['sun'], opens: '12:00', closes: '03:30' },
    ])],
  ] as const)('under %s', (_name, hours) => {
    it.each([
      ['a summer week', '2026-06-01T00:00:00+03:00'],
      ['a winter week', '2026-01-05T00:00:00+02:00'],
      ['the week the clocks go forward', '2026-03-23T00:00:00+02:00'],
      ['the week the clocks go back', '2026-10-19T00:00:00+03:00'],
    ])('lands exactly on the change it announces, every 20 minutes through %s', (_, monday) => {
      for (let step = 0; step < 7 * 24 * 3; step += 1) {
        const now = new Date(Date.parse(monday) + step * 20 * minutes)
        const wait = msUntilStatusChanges(now, hours)
        expect(openingStatus(new Date(now.getTime() + wait - 1), hours)).toEqual(openingStatus(now, hours))
        expect(openingStatus(new Date(now.getTime() + wait), hours)).not.toEqual(openingStatus(now, hours))
      }
    })
  })
})

const dayAfter = (day: Weekday) => weekdays[(weekdays.indexOf(day) + 1) % weekdays.length]!
const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3))
/** An opening's length in minutes; equal times are 24 hours. */
const lengthOf = ({ opens, closes }: OpeningPeriod) => (minutesOf(closes) - minutesOf(opens) + 24 * 60) % (24 * 60) || 24 * 60

// The hours the site shows, whatever the owner sets (docs/owner.md, "Changing facts"): every expectation
// here is derived from src/content/data/hours.json, which the status follows by default.
describe('the opening status under the hours of the content', () => {
  const openings = openingHours.flatMap((period) => period.days.map((day) => [day, period.opens, period.closes, period] as const))
  const everySeason = Object.keys(seasons) as (keyof typeof seasons)[]

  it.each(openings)('%s %s–%s: open an hour after opening, closing soon a minute before closing, closed at closing', (day, opens, closes, period) => {
    const length = lengthOf(period)
    const closing = { day: minutesOf(closes) > minutesOf(opens) ? day : dayAfter(day), time: closes }
    const afterAnHour = Math.min(60, length / 2)
    for (const season of everySeason) {
      const at = (minutes: number) => new Date(riga(season, day, opens).getTime() + minutes * 60_000)
      expect([season, openingStatus(at(afterAnHour), weekOf(openingHours))]).toEqual([season, { state: 'open', closes: expect.objectContaining(closing), closingSoon: length - afterAnHour <= closingSoonMinutes }])
      expect([season, openingStatus(at(length - 1), weekOf(openingHours))]).toEqual([season, { state: 'open', closes: expect.objectContaining(closing), closingSoon: true }])
      expect([season, openingStatus(at(length), weekOf(openingHours)).state]).toEqual([season, 'closed'])
    }
  })

  it.each(openings)('%s %s–%s: closed a minute before opening, and opening that day', (day, opens) => {
    for (const season of everySeason) {
      const before = new Date(riga(season, day, opens).getTime() - 60_000)
      expect([season, openingStatus(before, weekOf(openingHours))]).toEqual([season, expect.objectContaining({ state: 'closed', opens: expect.objectContaining({ day, time: opens }), opensToday: opens !== '00:00' })])
    }
  })

  it.each(closedDays.map((day) => [day]))('%s, a closed day: closed in the afternoon, opening on another day', (day) => {
    for (const season of everySeason) {
      expect([season, openingStatus(riga(season, day, '15:00'), weekOf(openingHours))]).toEqual([season, expect.objectContaining({ state: 'closed', opensToday: false })])
    }
  })
})
