import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { dayNumber, minutesOf, rigaDateTime } from '../../src/hours/calendar'
import { dayMinutes } from '../../src/hours/schedule'
import { eveningCalendar } from '../../src/seo/eveningCalendar'

// The same files read by ical.js, the parser of Mozilla's Thunderbird and many web calendars, with
// the time zone the file itself carries: what a calendar app would put in the visitor's diary.

const onLine = (date: string, time: string) => dayNumber(date) * dayMinutes + minutesOf(time)

describe('an evening’s calendar file, read by ical.js', () => {
  for (const [date, starts, ends, endDate] of [
    ['2026-12-10', '21:00', '23:00', '2026-12-10'],
    ['2027-06-11', '21:00', '02:00', '2027-06-12'],
    ['2026-10-24', '22:00', '02:00', '2026-10-25'],
    ['2027-03-27', '22:00', '02:00', '2027-03-28'],
  ] as const) {
    it(`starts and ends when Riga’s clock shows ${date} ${starts}–${ends}`, () => {
      const file = eveningCalendar({
        occurrence: { start: onLine(date, starts), end: onLine(endDate, ends) },
        uid: `karaoke-${date}@amigo-riga.example`,
        summary: 'Karaoke, Amigo; “songs”',
        description: 'Line one,\nline two',
        location: 'Amigo, Tērbatas iela 2, Rīga',
        url: 'https://amigo-riga.example/lv/',
        stamp: new Date('2026-12-07T16:45:00Z'),
        placeholder: true,
      })
      const calendar = new ICAL.Component(ICAL.parse(file))
      const zone = calendar.getFirstSubcomponent('vtimezone')
      expect(zone, 'the file carries its time zone').not.toBeNull()
      ICAL.TimezoneService.register(new ICAL.Timezone(zone!))
      const events = calendar.getAllSubcomponents('vevent')
      expect(events).toHaveLength(1)
      const event = new ICAL.Event(events[0])
      expect(event.startDate.zone?.tzid).toBe('Europe/Riga')
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(rigaDateTime(`${date}T${starts}`)).toISOString())
      expect(event.endDate.toJSDate().toISOString()).toBe(new Date(rigaDateTime(`${endDate}T${ends}`)).toISOString())
      expect(event.summary).toBe('Karaoke, Amigo; “songs”')
      expect(event.description).toBe('Line one,\nline two')
      expect(event.uid).toBe(`karaoke-${date}@amigo-riga.example`)
      expect(events[0]!.getFirstPropertyValue('status')).toBe('TENTATIVE')
    })
  }
})
