import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n, type I18n, type Messages } from '@lingui/core'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import type { DatedEvent, WeeklyEvent } from '../../src/content/whatsOn'
import { rigaDateTime } from '../../src/hours/calendar'
import { holidaysFrom } from '../../src/hours/contentSchedule'
import { holidayNameMessage } from '../../src/hours/holidayNames'
import { liveLineAt, rigaWallMinute, type LiveLineFacts } from '../../src/hours/liveLine'
import { liveLineIndexAt } from '../../src/hours/liveLinePick'
import { liveLineTimeline } from '../../src/hours/liveLineTimeline'
import { liveLineWords, toneOf } from '../../src/hours/liveLineWords'
import { undecidedLines } from '../../src/hours/undecidedLines'
import { latvianPublicHolidays } from '../../src/hours/publicHolidays'
import { scheduleFrom } from '../../src/hours/contentSchedule'
import { languages, type Language } from '../../src/i18n/languages'

// The live line's words (src/hours/liveLine.ts, liveLineWords.ts) on fixed moments in Riga, with the
// specification's week and evenings given here rather than read from the owner's files, so these
// cases stand whatever the owner sets; exceptions are injected per case.

const i18nOf = {} as Record<Language, I18n>
beforeAll(async () => {
  for (const language of languages) {
    const { messages } = (await import(`../../locales/${language}/messages.po`)) as { messages: Messages }
    i18nOf[language] = setupI18n({ locale: language, messages: { [language]: messages } })
  }
})

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const weekly: readonly WeeklyEvent[] = [
  { id: 'happy-hour', kind: 'happyHour', days: ['fri'], starts: '17:00', ends: '19:00' },
  { id: 'karaoke', kind: 'karaoke', days: ['thu'], starts: '21:00' },
]
const christmas: HoursException[] = [{ from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' }]
const newYearsEve: HoursException[] = [{ date: '2026-12-31', opens: '17:00', closes: '03:00', reason: 'holidayHours' }]
const privateParty: HoursException[] = [{ date: '2026-12-10', closed: true, reason: 'privateEvent' }]

/** The facts as a page built on `today` carries them (the holidays of its fortnight decided where an exception covers them). */
const factsOf = (today: string, exceptions: readonly HoursException[] = [], dated: readonly DatedEvent[] = []): LiveLineFacts => ({
  schedule: scheduleFrom(today, week, exceptions),
  weekly,
  dated,
  holidays: holidaysFrom(today, week, exceptions),
})

/** A Riga wall-clock moment. */
const at = (wall: string) => new Date(rigaDateTime(wall))

/** The line's words, as plain text (no-break spaces read as spaces). */
function lineAt(facts: LiveLineFacts, wall: string, language: Language = 'en') {
  const line = liveLineAt(facts, rigaWallMinute(at(wall)))
  return line && { tone: toneOf(line.main), words: liveLineWords(i18nOf[language], line).replaceAll('\u00a0', ' ') }
}

describe('the live line on an ordinary week', () => {
  const facts = factsOf('2026-11-16')
  it.each([
    ['2026-11-20T19:30', 'open', 'Open until 02:00'],
    ['2026-11-20T18:00', 'open', 'Open until 02:00 · Happy hour until 19:00'],
    ['2026-11-20T12:00', 'closed', 'Closed · opens today at 17:00 · Happy hour 17:00–19:00'],
    ['2026-11-19T19:30', 'open', 'Open until 23:00 · Karaoke from 21:00'],
    ['2026-11-19T21:30', 'open', 'Open until 23:00 · Karaoke until 23:00'],
    ['2026-11-19T22:30', 'closingSoon', 'Closing soon · until 23:00 · Karaoke until 23:00'],
    ['2026-11-19T23:00', 'closed', 'Closed · opens Friday at 17:00'],
    ['2026-11-22T12:00', 'closed', 'Closed · opens Tuesday at 17:00'],
    ['2026-11-21T01:30', 'closingSoon', 'Closing soon · until 02:00'],
  ])('at %s it is %s: "%s"', (wall, tone, words) => {
    expect(lineAt(facts, wall)).toEqual({ tone, words })
  })
})

describe('the live line around Christmas', () => {
  it('names tomorrow’s closed holiday the day before, then the holiday and the date it opens again', () => {
    const facts = factsOf('2026-12-20', christmas)
    expect(lineAt(facts, '2026-12-23T19:00')?.words).toBe('Open until 23:00 · Tomorrow closed: Christmas Eve')
    expect(lineAt(facts, '2026-12-23T23:30')?.words).toBe('Closed for the holiday · opens Tue 29 Dec at 17:00')
    expect(lineAt(facts, '2026-12-24T19:00')).toEqual({ tone: 'closed', words: 'Closed for the holiday · opens Tue 29 Dec at 17:00' })
    // Karaoke on Thursday 24 December is cancelled by the closure: the line does not name it.
    expect(lineAt(facts, '2026-12-24T21:30')?.words).not.toMatch(/Karaoke/)
  })

  it('names the next change within the fortnight when nothing is on tonight', () => {
    expect(lineAt(factsOf('2026-12-14', christmas), '2026-12-15T19:00')?.words).toBe('Open until 23:00 · Closed 24–26 Dec: Christmas Eve')
    // Tonight's evening comes before a change further off than tomorrow.
    expect(lineAt(factsOf('2026-12-14', christmas), '2026-12-17T19:00')?.words).toBe('Open until 23:00 · Karaoke from 21:00')
  })

  it('gives holiday hours their times, the day before and on the night', () => {
    const facts = factsOf('2026-12-28', newYearsEve)
    expect(lineAt(facts, '2026-12-30T19:00')?.words).toBe('Open until 23:00 · Tomorrow 17:00–03:00: New Year’s Eve')
    expect(lineAt(facts, '2026-12-31T23:00')?.words).toMatch(/^Open until 03:00/)
  })

  it('names a private event as the reason', () => {
    expect(lineAt(factsOf('2026-12-07', privateParty), '2026-12-10T12:00')?.words).toBe('Closed for a private event · opens Fri 11 Dec at 17:00')
  })
})

describe('an undecided public holiday', () => {
  const facts = factsOf('2026-12-20')
  it('is never stated as certain: the day before it says hours may differ, on the day it says nothing else', () => {
    expect(lineAt(facts, '2026-12-23T19:00')?.words).toBe('Open until 23:00 · Tomorrow, Christmas Eve: hours may differ, call to check')
    expect(lineAt(facts, '2026-12-24T19:00')).toEqual({ tone: 'undecided', words: 'Christmas Eve: hours may differ, call to check' })
    expect(lineAt(facts, '2026-12-24T08:00')?.tone).toBe('undecided')
  })

  it('shows as decided once an exception covers it', () => {
    expect(lineAt(factsOf('2026-12-20', christmas), '2026-12-24T19:00')?.tone).toBe('closed')
    // 31 December and 1 January are still open questions.
    expect(lineAt(factsOf('2026-12-28', christmas), '2026-12-31T19:00')?.tone).toBe('undecided')
  })

  it('asks about the holidays of the fortnight no exception covers, and none on a day the week closes anyway', () => {
    expect(holidaysFrom('2026-12-20', week).filter((holiday) => !holiday.decided).map((holiday) => holiday.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01'])
    // 1 January 2029 is a Monday, closed by the week anyway.
    expect(holidaysFrom('2028-12-28', week).find((holiday) => holiday.date === '2029-01-01')?.decided).toBe(true)
  })
})

/** The hours lists' lines of the undecided holidays, on a page built on 20 December. */
const undecidedListLines = (language: Language, exceptions: readonly HoursException[] = []) =>
  undecidedLines(i18nOf[language], holidaysFrom('2026-12-20', week, exceptions), '2026-12-20').map((line) => `${line.days} | ${line.hours} | ${line.reason}`)

describe('the hours lists beside an undecided holiday', () => {
  it('list its day with "hours may differ" and its name, in each language, and leave out a decided one', () => {
    expect(undecidedListLines('lv').slice(0, 2)).toEqual(['24. dec. | Darba laiks var mainīties, zvaniet un pārliecinieties | Ziemassvētku vakars', '25. dec. | Darba laiks var mainīties, zvaniet un pārliecinieties | Pirmie Ziemassvētki'])
    expect(undecidedListLines('ru')[0]).toBe('24 дек. | Часы работы могут измениться, позвоните и уточните | Сочельник')
    expect(undecidedListLines('en', christmas).map((line) => line.split(' | ')[0])).toEqual(['31 Dec', '1 Jan'])
  })
})

describe('at the clock changes in Riga', () => {
  const facts = factsOf('2027-03-20')
  it('closes at 02:00 on the night the clocks go forward (28 March 2027) and the night they go back (25 October 2026)', () => {
    expect(lineAt(facts, '2027-03-28T01:30')).toEqual({ tone: 'closingSoon', words: 'Closing soon · until 02:00' })
    expect(lineAt(facts, '2027-03-28T04:30')).toEqual({ tone: 'closed', words: 'Closed · opens Tuesday at 17:00' })
    const autumn = factsOf('2026-10-20')
    expect(lineAt(autumn, '2026-10-25T01:30')?.tone).toBe('closingSoon')
    // 03:30 comes twice that night: closed both times.
    expect(liveLineAt(autumn, rigaWallMinute(new Date('2026-10-25T03:30:00+03:00')))?.main.kind).toBe('closed')
    expect(liveLineAt(autumn, rigaWallMinute(new Date('2026-10-25T03:30:00+02:00')))?.main.kind).toBe('closed')
  })
})

describe('the timeline the page picks from', () => {
  it('gives, at every quarter hour of three weeks around Christmas and New Year, the line worked out for that moment', () => {
    const facts = factsOf('2026-12-20', [...christmas, ...newYearsEve], [{ kind: 'match', date: '2026-12-29', starts: '20:00' }])
    const i18n = i18nOf.lv
    const timeline = liveLineTimeline(i18n, facts, '2026-12-20')
    const start = rigaWallMinute(at('2026-12-19T00:00'))
    const wrong: string[] = []
    // Every quarter of an hour: the facts' times all fall on one.
    for (let minute = start; minute < start + 21 * 24 * 60; minute += 15) {
      const line = liveLineAt(facts, minute)
      const expected = line ? liveLineWords(i18n, line) : ''
      const picked = timeline.lines[liveLineIndexAt(timeline, minute).index]?.[1] ?? ''
      if (picked !== expected && wrong.length < 5) wrong.push(`${minute}: ${picked} ≠ ${expected}`)
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('repeats the ordinary week outside the days out of the ordinary, before and after the build', () => {
    const facts = factsOf('2026-12-20', christmas)
    const timeline = liveLineTimeline(i18nOf.en, facts, '2026-12-20')
    const words = (wall: string) => timeline.lines[liveLineIndexAt(timeline, rigaWallMinute(at(wall))).index]?.[1].replaceAll('\u00a0', ' ')
    expect(words('2026-11-19T19:30')).toBe('Open until 23:00 · Karaoke from 21:00')
    expect(words('2027-03-04T22:30')).toBe('Closing soon · until 23:00 · Karaoke until 23:00')
    expect(words('2026-12-24T19:30')).toBe('Closed for the holiday · opens Tue 29 Dec at 17:00')
  })

  it('says when the line next changes: at closing time', () => {
    const timeline = liveLineTimeline(i18nOf.en, factsOf('2026-11-16'), '2026-11-16')
    expect(liveLineIndexAt(timeline, rigaWallMinute(at('2026-11-19T22:59'))).changesAt).toBe(rigaWallMinute(at('2026-11-19T23:00')))
  })
})

describe('in every language', () => {
  const christmasFacts = factsOf('2026-12-20', christmas)
  const moments: [string, LiveLineFacts, string][] = [
    ['an ordinary evening', factsOf('2026-11-16'), '2026-11-20T19:30'],
    ['closing soon', factsOf('2026-11-16'), '2026-11-19T22:30'],
    ['a karaoke night', factsOf('2026-11-16'), '2026-11-19T19:30'],
    ['the day before Christmas Eve', christmasFacts, '2026-12-23T19:00'],
    ['Christmas Eve', christmasFacts, '2026-12-24T19:00'],
    ['holiday hours', factsOf('2026-12-28', newYearsEve), '2026-12-30T19:00'],
    ['an undecided holiday', factsOf('2026-12-20'), '2026-12-24T19:00'],
  ]
  it.each(moments)('%s: translated, with no dot that can end a line (it starts the next) and each time kept with its words', (_, facts, wall) => {
    const line = liveLineAt(facts, rigaWallMinute(at(wall)))!
    const english = liveLineWords(i18nOf.en, line)
    const wordsOf = languages.map((language) => ({ language, words: liveLineWords(i18nOf[language], line) }))
    expect(wordsOf.filter(({ language, words }) => language !== 'en' && words === english)).toEqual([])
    expect(wordsOf.filter(({ words }) => /· |·$/.test(words))).toEqual([])
    expect(wordsOf.filter(({ words }) => / \d{1,2}[:.]\d{2}/.test(words))).toEqual([])
  })

  it('writes the line of Christmas Eve in Latvian and Russian as a fluent reader expects', () => {
    const line = liveLineAt(christmasFacts, rigaWallMinute(at('2026-12-24T19:00')))!
    expect(liveLineWords(i18nOf.lv, line).replaceAll('\u00a0', ' ')).toBe('Slēgts svētkos · atvērsim otrd., 29. dec. plkst. 17:00')
    expect(liveLineWords(i18nOf.ru, line).replaceAll('\u00a0', ' ')).toBe('Закрыто на праздники · откроемся вт, 29 дек. в 17:00')
  })
})

describe('holiday names', () => {
  it('has a name for every Latvian public holiday of 2026–2031', () => {
    const missing = latvianPublicHolidays('2026-01-01', '2031-12-31').filter((holiday) => !holidayNameMessage(holiday.englishName))
    expect(missing).toEqual([])
  })
})
