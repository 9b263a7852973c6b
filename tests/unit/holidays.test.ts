import { describe, expect, it } from 'vitest'
import type { HoursException } from '../../src/content/openingHours'
import { holidayReport, latvianPublicHolidays, unplannedHolidays } from '../../scripts/checks/holidays.ts'

const dates = (from: string, to: string) => latvianPublicHolidays(from, to).map((holiday) => holiday.date)

// The days the launch check relies on date-holidays for, against Latvia's law on public holidays.
describe('Latvia’s public holidays, as date-holidays gives them', () => {
  it('has the fixed days of 2026, Līgo and Jāņi and Christmas Eve to New Year’s Eve included', () => {
    expect(dates('2026-01-01', '2026-12-31')).toEqual([
      '2026-01-01', '2026-04-03', '2026-04-05', '2026-04-06', '2026-05-01', '2026-05-04',
      '2026-06-23', '2026-06-24', '2026-11-18', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31',
    ])
  })

  it('follows Easter: Good Friday 26 March and Easter Monday 29 March in 2027', () => {
    expect(dates('2027-03-01', '2027-04-30')).toEqual(['2027-03-26', '2027-03-28', '2027-03-29'])
  })

  it('moves 4 May to the Monday when it falls on a weekend, and keeps it on a weekday', () => {
    // 2026: a Monday, nothing moves. 2030: a Saturday, Monday 6 May is off too.
    expect(dates('2026-05-02', '2026-05-10')).toEqual(['2026-05-04'])
    expect(dates('2030-05-02', '2030-05-10')).toEqual(['2030-05-04', '2030-05-06'])
  })

  it('moves 18 November to the Monday when it falls on a weekend', () => {
    // 2028: a Saturday, Monday 20 November. 2029: a Sunday, Monday 19 November.
    expect(dates('2028-11-15', '2028-11-25')).toEqual(['2028-11-18', '2028-11-20'])
    expect(dates('2029-11-15', '2029-11-25')).toEqual(['2029-11-18', '2029-11-19'])
  })

  it('leaves out the days that are no day off (Mother’s Day)', () => {
    expect(dates('2027-05-05', '2027-05-31')).toEqual([])
  })

  it('names each in Latvian and English', () => {
    expect(latvianPublicHolidays('2026-06-23', '2026-06-24').map(({ name, englishName }) => [name, englishName])).toEqual([
      ['Līgo Diena', 'Midsummer Eve'],
      ['Jāņi', 'Midsummer'],
    ])
  })
})

describe('the holidays the owner has not decided on', () => {
  const week = [
    { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
    { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
  ] as const
  const exceptions: readonly HoursException[] = [
    { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
    { date: '2026-12-31', opens: '17:00', closes: '03:00', reason: 'holidayHours' },
  ]

  it('are those of the next 60 days no exception covers', () => {
    // From 20 November 2026 to 18 January 2027: New Year's Day has no entry yet.
    expect(unplannedHolidays('2026-11-20', { exceptions, hours: week }).map((holiday) => holiday.date)).toEqual(['2027-01-01'])
    expect(unplannedHolidays('2026-11-20', { exceptions: [], hours: week }).map((holiday) => holiday.date)).toEqual(['2026-12-24', '2026-12-25', '2026-12-26', '2026-12-31', '2027-01-01'])
    expect(unplannedHolidays('2026-12-01', { exceptions, hours: week }).map((holiday) => holiday.date)).toEqual(['2027-01-01'])
  })

  it('mark a holiday the week closes anyway (18 November 2029 falls on a Sunday, its Monday off too)', () => {
    const unplanned = unplannedHolidays('2029-11-01', { exceptions: [], hours: week, days: 30 })
    expect(unplanned.map(({ date, closedAnyway }) => [date, closedAnyway])).toEqual([
      ['2029-11-18', true],
      ['2029-11-19', true],
    ])
  })

  it('are reported with their day and names, and count as undecided only on a day the week opens', () => {
    const report = holidayReport('2029-11-01', { exceptions: [], hours: week, days: 30 })
    expect(report.lines[1]).toBe('  2029-11-18 Sun  Latvijas Republikas proklamēšanas diena (Republic Day) — closed that weekday anyway')
    expect(report.undecided).toBe(0)
    expect(holidayReport('2026-12-01', { exceptions: [], hours: week }).undecided).toBe(5)
  })
})
