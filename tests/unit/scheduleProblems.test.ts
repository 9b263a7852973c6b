import { describe, expect, it } from 'vitest'
import { hoursExceptions, openingHours, type HoursException, type OpeningPeriod } from '../../src/content/openingHours'
import { contentProblems } from '../../src/content/schema/contentProblems'
import { hoursFileSchema } from '../../src/content/schema/hours'
import { scheduleProblems } from '../../src/hours/scheduleProblems'

const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
/** What the build says of these entries, as the owner might write them: the schema's word on each, then what shows across them. */
function problemsOf(...entries: unknown[]): string[] {
  const own = contentProblems('hours.json', hoursFileSchema, { week, exceptions: entries })
  return own.length ? own : scheduleProblems(entries as HoursException[], week)
}

describe('a mistake in the dated exceptions', () => {
  it('is refused, naming the entry: a range that ends before it starts', () => {
    expect(problemsOf({ date: '2026-12-24', closed: true }, { from: '2026-12-31', to: '2026-12-30', closed: true })).toEqual([
      'hours.json › Holidays and special hours › 2026-12-31: the run ends (2026-12-30) before it starts (2026-12-31)',
    ])
  })

  it('is refused, naming the entry: a time that is not on the 24-hour clock', () => {
    expect(problemsOf({ date: '2026-12-31', opens: '6pm', closes: '03:00' })).toEqual([
      'hours.json › Holidays and special hours › 2026-12-31 › Opens: "6pm" is not a time: write it on the 24-hour clock, from 00:00 to 23:59, like 17:00 or 02:30',
    ])
    expect(problemsOf({ date: '2026-12-31', opens: '18:00', closes: '24:00' })).toEqual([
      'hours.json › Holidays and special hours › 2026-12-31 › Closes: "24:00" is not a time: write it on the 24-hour clock, from 00:00 to 23:59, like 17:00 or 02:30',
    ])
  })

  it('is refused, naming the entry: two exceptions for one day', () => {
    expect(problemsOf({ from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' }, { date: '2026-12-25', opens: '12:00', closes: '18:00' })).toEqual([
      'Holidays and special hours › 2026-12-25: 2026-12-25 is already given by the entry of 2026-12-24 to 2026-12-26: keep one',
    ])
  })

  it('is refused, naming the entry: a date that is not a real day of the calendar', () => {
    expect(problemsOf({ date: '2027-02-29', closed: true })).toEqual(['hours.json › Holidays and special hours › 2027-02-29 › Day: "2027-02-29" is not a day of the calendar: write it as year-month-day, like 2026-12-24'])
    expect(problemsOf({ date: '24.12.2026', closed: true })).toEqual(['hours.json › Holidays and special hours › 24.12.2026 › Day: "24.12.2026" is not a day of the calendar: write it as year-month-day, like 2026-12-24'])
  })

  it('is refused, naming the entry: hours and closed at once, equal times, no hours at all, or a reason not on the list', () => {
    expect(problemsOf({ date: '2026-12-24', closed: true, opens: '17:00', closes: '20:00' })).toEqual([
      'hours.json › Holidays and special hours › 2026-12-24: closed all day, yet with hours: remove the hours, or untick closed',
    ])
    expect(problemsOf({ date: '2026-12-24', opens: '00:00', closes: '00:00' })).toEqual(['hours.json › Holidays and special hours › 2026-12-24: opens and closes at the same time: mark it closed, or give the real hours'])
    expect(problemsOf({ date: '2026-12-24' })).toEqual(['hours.json › Holidays and special hours › 2026-12-24: give its hours (opens and closes), or mark it closed all day'])
    expect(problemsOf({ date: '2026-12-24', closed: true, reason: 'christmas' })).toEqual([
      'hours.json › Holidays and special hours › 2026-12-24 › Why: "christmas" is none of publicHoliday, privateEvent, holidayHours',
    ])
  })

  it('is refused, naming the entry: a night that would run into the next day’s opening', () => {
    // Friday 1 January 2027 open from noon, while Thursday 31 December's night runs to 03:00: fine;
    // Thursday's night to 13:00 would overlap.
    expect(problemsOf({ date: '2026-12-31', opens: '17:00', closes: '03:00' }, { date: '2027-01-01', opens: '12:00', closes: '20:00' })).toEqual([])
    expect(problemsOf({ date: '2026-12-31', opens: '17:00', closes: '13:00' }, { date: '2027-01-01', opens: '12:00', closes: '20:00' })).toEqual([
      'Holidays and special hours › 2026-12-31: the night of 2026-12-31 would end after the opening of 2027-01-01',
      'Holidays and special hours › 2027-01-01: the night of 2026-12-31 would end after the opening of 2027-01-01',
    ])
  })

  it('passes the exceptions of the content (docs/owner.md, "Holidays and special hours")', () => {
    expect(scheduleProblems(hoursExceptions, openingHours)).toEqual([])
  })
})
