import { dateOf } from '../hours/calendar.ts'
import { dayMinutes } from '../hours/schedule.ts'
import type { Occurrence } from '../hours/whatsOn.ts'

// An evening as a calendar file (RFC 5545): one event, on Riga's wall clock with Riga's rules in
// the file, so a calendar in another time zone shows it at the right moment, before and after a
// clock change. Google Calendar, Apple Calendar and Outlook all import one VEVENT with a VTIMEZONE.

/** The evenings a card offers to a calendar: the coming three weeks (a page is rebuilt every night). */
export const calendarDays = 21

/** Where an evening's calendar file is: "/lv/calendar/karaoke-2026-12-10.ics". */
export const eveningCalendarPath = (language: string, id: string, date: string) => `/${language}/calendar/${id}-${date}.ics`

/** Riga's time (EET, EEST from the last Sunday of March to the last Sunday of October, EU rules since 2000). */
const rigaTimeZone = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Riga',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0300',
  'TZNAME:EEST',
  'DTSTART:19700329T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0200',
  'TZNAME:EET',
  'DTSTART:19701025T040000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
]

/** A TEXT value: backslashes, semicolons, commas and line ends escaped (RFC 5545, 3.3.11). */
const escaped = (text: string) => text.replace(/[\\;,]/g, (character) => `\\${character}`).replace(/\r?\n/g, '\\n')

const encoder = new TextEncoder()

/** A content line folded at 75 octets, never inside a character (RFC 5545, 3.1). */
export function folded(line: string): string {
  const pieces: string[] = []
  let piece = ''
  let octets = 0
  for (const character of line) {
    const size = encoder.encode(character).length
    // The first line holds 75 octets; each next one 74 after its leading space.
    if (octets + size > (pieces.length ? 74 : 75)) {
      pieces.push(piece)
      piece = ''
      octets = 0
    }
    piece += character
    octets += size
  }
  pieces.push(piece)
  return pieces.join('\r\n ')
}

const pad = (value: number) => String(value).padStart(2, '0')

const wallTime = (minute: number) => {
  const inDay = minute - Math.floor(minute / dayMinutes) * dayMinutes
  return `${dateOf(Math.floor(minute / dayMinutes)).replaceAll('-', '')}T${pad(Math.floor(inDay / 60))}${pad(inDay % 60)}00`
}

const utcStamp = (moment: Date) => `${moment.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`

export interface EveningCalendarEvent {
  occurrence: Pick<Occurrence, 'start' | 'end'>
  /** Unique and the same in every build and language: "karaoke-2026-12-10@amigo-riga.example". */
  uid: string
  summary: string
  description: string
  location: string
  /** The page the evening is on. */
  url: string
  /** When the file was made. */
  stamp: Date
  /** Sample times the owner has not set (docs/decisions/0037-placeholders.md): the calendar holds it as tentative. */
  placeholder: boolean
}

/** The calendar file of one evening, its lines ended by CRLF. */
export function eveningCalendar({ occurrence, uid, summary, description, location, url, stamp, placeholder }: EveningCalendarEvent): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Amigo//Evenings//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...rigaTimeZone,
    'BEGIN:VEVENT',
    `UID:${uid}`,
    `DTSTAMP:${utcStamp(stamp)}`,
    `DTSTART;TZID=Europe/Riga:${wallTime(occurrence.start)}`,
    `DTEND;TZID=Europe/Riga:${wallTime(occurrence.end)}`,
    `STATUS:${placeholder ? 'TENTATIVE' : 'CONFIRMED'}`,
    `SUMMARY:${escaped(summary)}`,
    `DESCRIPTION:${escaped(description)}`,
    `LOCATION:${escaped(location)}`,
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
  return `${lines.map(folded).join('\r\n')}\r\n`
}
