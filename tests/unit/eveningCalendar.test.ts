import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { dayNumber, minutesOf, rigaDateTime } from '../../src/hours/calendar'
import { dayMinutes } from '../../src/hours/schedule'
import { eveningCalendar, folded } from '../../src/seo/eveningCalendar'
import { instantOf, one, readCalendar, textOf } from '../calendarFile'

// An evening's calendar file, read back by a strict reader of RFC 5545 (../calendarFile.ts) and by
// ical.js, the parser of Mozilla's Thunderbird and many web calendars, with the time zone the file
// carries: the moment it names in Riga, in winter, in summer and across the clock change, and texts
// that need escaping.

const onLine = (date: string, time: string) => dayNumber(date) * dayMinutes + minutesOf(time)

const fileOf = (date: string, starts: string, ends: string, endDate = date, placeholder = false) =>
  eveningCalendar({
    occurrence: { start: onLine(date, starts), end: onLine(endDate, ends) },
    uid: `karaoke-${date}@amigo-riga.example`,
    summary: 'Karaoke · Amigo',
    description: 'Hosted by Marta; songs in Spanish, English, Latvian, Russian — and two-for-one margaritas until 22:00.\nBring friends!',
    location: 'Amigo, Tērbatas iela 2, Rīga, LV-1050',
    url: 'https://amigo-riga.example/lv/',
    stamp: new Date('2026-12-07T16:45:00Z'),
    placeholder,
  })

const evenings = [
  ['2026-12-10', '21:00', '23:00', '2026-12-10'],
  ['2027-06-11', '21:00', '02:00', '2027-06-12'],
  // The night the clocks go back: 02:00 is after the change, in winter time.
  ['2026-10-24', '22:00', '02:00', '2026-10-25'],
  ['2027-03-27', '22:00', '02:00', '2027-03-28'],
] as const

describe('an evening’s calendar file', () => {
  for (const [date, starts, ends, endDate] of evenings) {
    it(`names the moments Riga’s clock shows for ${date} ${starts}–${ends}`, () => {
      const calendar = readCalendar(fileOf(date, starts, ends, endDate))
      expect(one(calendar, 'VERSION').value).toBe('2.0')
      one(calendar, 'PRODID')
      const [event, ...others] = calendar.components.filter((component) => component.name === 'VEVENT')
      expect(others).toEqual([])
      expect(one(event!, 'UID').value).toBe(`karaoke-${date}@amigo-riga.example`)
      expect(one(event!, 'DTSTAMP').value).toBe('20261207T164500Z')
      expect(one(event!, 'DTSTART').params.TZID).toBe('Europe/Riga')
      expect(instantOf(calendar, one(event!, 'DTSTART')).toISOString()).toBe(new Date(rigaDateTime(`${date}T${starts}`)).toISOString())
      expect(instantOf(calendar, one(event!, 'DTEND')).toISOString()).toBe(new Date(rigaDateTime(`${endDate}T${ends}`)).toISOString())
    })
  }

  it('keeps the owner’s words whole: commas, semicolons, line ends and letters of any script', () => {
    const event = readCalendar(fileOf('2026-12-10', '21:00', '23:00')).components.find((component) => component.name === 'VEVENT')!
    expect(textOf(one(event, 'DESCRIPTION'))).toBe('Hosted by Marta; songs in Spanish, English, Latvian, Russian — and two-for-one margaritas until 22:00.\nBring friends!')
    expect(textOf(one(event, 'LOCATION'))).toBe('Amigo, Tērbatas iela 2, Rīga, LV-1050')
    expect(one(event, 'STATUS').value).toBe('CONFIRMED')
  })

  it('folds long lines at 75 octets without splitting a letter', () => {
    const line = `DESCRIPTION:${'Караоке по четвергам, '.repeat(8)}`
    const pieces = folded(line).split('\r\n')
    expect(pieces.length).toBeGreaterThan(1)
    for (const piece of pieces) expect(new TextEncoder().encode(piece).length).toBeLessThanOrEqual(75)
    expect(pieces.map((piece, index) => (index ? piece.slice(1) : piece)).join('')).toBe(line)
  })

  it('refuses a file a calendar would refuse', () => {
    expect(() => readCalendar('BEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR\n')).toThrow(/bare line end|CRLF/)
    expect(() => readCalendar('BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nEND:VCALENDAR\r\n')).toThrow(/closes VEVENT/)
    expect(() => readCalendar(`BEGIN:VCALENDAR\r\nX-LONG:${'x'.repeat(80)}\r\nEND:VCALENDAR\r\n`)).toThrow(/75 octets/)
  })
})

describe('an evening’s calendar file, read by ical.js', () => {
  for (const [date, starts, ends, endDate] of evenings) {
    it(`starts and ends when Riga’s clock shows ${date} ${starts}–${ends}, a sample marked tentative`, () => {
      const calendar = new ICAL.Component(ICAL.parse(fileOf(date, starts, ends, endDate, true)))
      const zone = calendar.getFirstSubcomponent('vtimezone')
      expect(zone, 'the file carries its time zone').not.toBeNull()
      ICAL.TimezoneService.register(new ICAL.Timezone(zone!))
      const events = calendar.getAllSubcomponents('vevent')
      expect(events).toHaveLength(1)
      const event = new ICAL.Event(events[0])
      expect(event.startDate.zone?.tzid).toBe('Europe/Riga')
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(rigaDateTime(`${date}T${starts}`)).toISOString())
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(rigaDateTime(`${endDate}T${ends}`)).toISOString())
      expect(event.description).toBe('Hosted by Marta; songs in Spanish, English, Latvian, Russian — and two-for-one margaritas until 22:00.\nBring friends!')
      expect(event.uid).toBe(`karaoke-${date}@amigo-riga.example`)
      expect(events[0]!.getFirstPropertyValue('status')).toBe('TENTATIVE')
    })
  }
})
