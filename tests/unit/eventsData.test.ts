import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { DatedEvent, WeeklyEvent } from '../../src/content/whatsOn'
import { eventsData, rigaDateTime } from '../../src/seo/eventsData'
import { eventProblems } from '../richResults'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const exceptions: readonly HoursException[] = [{ date: '2026-12-24', closed: true, reason: 'publicHoliday' }]
const weekly: readonly WeeklyEvent[] = [
  { id: 'happy-hour', kind: 'happyHour', days: ['tue', 'wed', 'thu', 'fri', 'sat'], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: ['thu'], starts: '21:00' },
  { id: 'music', kind: 'liveMusic', days: ['fri'], starts: '21:00', ends: '00:00', placeholder: true },
]
const dated: readonly DatedEvent[] = [{ date: '2027-03-27', kind: 'match', starts: '20:00', ends: '23:00' }]
const graph = eventsData(i18n, 'en', '2026-12-01', { schedule: { hours: week, exceptions }, weekly, dated }) as unknown as { '@graph': Record<string, unknown>[] }
const events = graph['@graph']

describe('the coming evenings as schema.org events', () => {
  it('are the weekly ones of the next four weeks on the days they happen, and every single one announced', () => {
    // Karaoke on the Thursdays of December, not on Christmas Eve; the match in March.
    expect(events.map((event) => [event['@type'], event.startDate])).toEqual([
      ['MusicEvent', '2026-12-03T21:00:00+02:00'],
      ['MusicEvent', '2026-12-10T21:00:00+02:00'],
      ['MusicEvent', '2026-12-17T21:00:00+02:00'],
      ['SocialEvent', '2027-03-27T20:00:00+02:00'],
    ])
  })

  it('leave out the happy hour (a price, not an event) and sample times (`placeholder`)', () => {
    expect(events.map((event) => event.name)).not.toContainEqual(expect.stringMatching(/Happy hour|Live Latin music/))
  })

  it('end when the evening ends: karaoke at closing', () => {
    expect(events[0]).toMatchObject({ name: 'Karaoke · Amigo', endDate: '2026-12-03T23:00:00+02:00' })
  })

  it('meet what Google’s event results require and recommend', () => {
    expect(events.flatMap((event) => eventProblems(event).map((problem) => `${String(event.startDate)}: ${problem}`))).toEqual([])
  })

  it('write each time with Riga’s offset of its day, summer time included', () => {
    expect(rigaDateTime('2027-03-27T20:00')).toBe('2027-03-27T20:00:00+02:00')
    expect(rigaDateTime('2027-03-28T20:00')).toBe('2027-03-28T20:00:00+03:00')
    expect(rigaDateTime('2027-10-31T02:00')).toBe('2027-10-31T02:00:00+03:00')
  })

  it('are none while every evening is a sample', () => {
    expect(eventsData(i18n, 'en', '2026-12-01', { schedule: { hours: week, exceptions }, weekly: weekly.map((event) => ({ ...event, placeholder: true })), dated: [] })).toBeUndefined()
  })
})
