import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { weeklyEvents } from '../../src/content/whatsOn'
import { rigaDateTime } from '../../src/hours/calendar'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { occurrenceOn } from '../../src/hours/whatsOn'
import { languages } from '../../src/i18n/languages'
import { instantOf, one, readCalendar } from '../calendarFile'

// Each evening card's "Add to calendar", as built: every file a home page links to is there, reads as
// RFC 5545 by a strict reader (../calendarFile.ts), and names the moments of the evening it is for,
// on Riga's clock, the same event (UID) in every language.

const linksOf = (language: string) => [...new Set([...readFileSync(join('dist', language, 'index.html'), 'utf8').matchAll(/href="(\/[a-z]{2}\/calendar\/[^"]+\.ics)"/g)].map(([, href]) => href!))]

test('every home page links each weekly evening’s coming calendar files, and each is there', () => {
  for (const language of languages) {
    const links = linksOf(language)
    expect(links.length, language).toBeGreaterThanOrEqual(weeklyEvents.length)
    for (const link of links) expect(existsSync(join('dist', link)), link).toBe(true)
  }
})

test('each calendar file names its evening’s start and end in Riga, as one event in every language', () => {
  for (const link of linksOf('lv')) {
    const [, id, date] = /\/calendar\/(.+)-(\d{4}-\d{2}-\d{2})\.ics$/.exec(link)!
    const event = weeklyEvents.find((candidate) => candidate.id === id)!
    const occurrence = occurrenceOn(event, contentSchedule, date!)!
    const uids = new Set<string>()
    for (const language of languages) {
      const calendar = readCalendar(readFileSync(join('dist', link.replace(/^\/lv\//, `/${language}/`)), 'utf8'))
      const vevent = calendar.components.find((component) => component.name === 'VEVENT')!
      uids.add(one(vevent, 'UID').value)
      expect(instantOf(calendar, one(vevent, 'DTSTART')).getTime(), `${language} ${link}`).toBe(new Date(rigaDateTime(`${date}T${occurrence.starts}`)).getTime())
      expect(instantOf(calendar, one(vevent, 'DTEND')).getTime() - instantOf(calendar, one(vevent, 'DTSTART')).getTime()).toBe((occurrence.end - occurrence.start) * 60_000)
      // Sample times go into a calendar as tentative (docs/decisions/0037-placeholders.md).
      expect(one(vevent, 'STATUS').value).toBe(event.placeholder ? 'TENTATIVE' : 'CONFIRMED')
    }
    expect(uids.size, link).toBe(1)
  }
})
