import { describe, expect, it } from 'vitest'
import type { HoursException, OpeningPeriod } from '../../src/content/openingHours'
import { reservationRules, type ReservationRules } from '../../src/content/reservations'
import { type Schedule } from '../../src/hours/schedule'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { bookableDates, firstTableDate, noTablesOn, tableTimes } from '../../src/hours/tableTimes'
import { completeRequest, requestProblems, type TableRequest } from '../../src/reservations/tableRequest'

/**
 * The times a table may be requested for, checked on the specification's week and rules of the
 * test's own (not src/content/, which the owner changes): Tue–Thu 17:00–23:00, Fri–Sat 17:00–02:00,
 * tables every 30 minutes until an hour before closing, today from 30 minutes after now, 60 days ahead.
 * Every moment is given: no case reads the machine's clock.
 */
const week: readonly OpeningPeriod[] = [
  { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
  { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
]
const exceptions: readonly HoursException[] = [
  { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
  { date: '2026-12-31', opens: '18:00', closes: '03:00', reason: 'holidayHours' },
  { date: '2027-01-02', closed: true },
  // A Monday opened for once.
  { date: '2026-12-28', opens: '17:00', closes: '22:00', reason: 'holidayHours' },
]
const schedule: Schedule = { hours: week, exceptions }
const rules: ReservationRules = { largestParty: 12, largestGroup: 40, usualParty: 2, stepMinutes: 30, lastSeatingMinutes: 60, noticeMinutes: 30, daysAhead: 60, nameLength: 60, noteLength: 200 }

/** Thursday 3 December 2026, 12:00 in Riga (winter, UTC+2). */
const thursdayNoon = new Date('2026-12-03T12:00:00+02:00')
const clocks = (date: string, now: Date) => tableTimes(schedule, date, rules, now).map(({ time, afterMidnight }) => (afterMidnight ? `+${time}` : time))

describe('the times an evening offers', () => {
  it('Tue–Thu: from the opening every 30 minutes until an hour before 23:00', () => {
    expect(clocks('2026-12-03', thursdayNoon)).toEqual(['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30', '22:00'])
  })

  it('Fri–Sat: a night to 02:00 goes on past midnight under its own evening, until 01:00', () => {
    expect(clocks('2026-12-04', thursdayNoon).slice(-5)).toEqual(['23:00', '23:30', '+00:00', '+00:30', '+01:00'])
  })

  it('today: only times at least 30 minutes ahead, in Riga time', () => {
    // 19:10 in Riga: 19:30 is too close, 20:00 is the first.
    expect(clocks('2026-12-03', new Date('2026-12-03T19:10:00+02:00'))[0]).toBe('20:00')
    // The same instant read on a device in New York changes nothing.
    expect(clocks('2026-12-03', new Date('2026-12-03T12:10:00-05:00'))[0]).toBe('20:00')
  })

  it('follows a dated exception: holiday hours, a Monday opened for once, a closed day', () => {
    expect(clocks('2026-12-31', thursdayNoon)).toEqual(expect.arrayContaining(['18:00', '+02:00']))
    expect(clocks('2026-12-31', thursdayNoon).at(-1)).toBe('+02:00')
    expect(clocks('2026-12-28', thursdayNoon).at(-1)).toBe('21:00')
    expect(clocks('2026-12-24', thursdayNoon)).toEqual([])
  })

  it('offers nothing before today or past the last day', () => {
    expect(clocks('2026-12-02', thursdayNoon)).toEqual([])
    expect(bookableDates(rules, thursdayNoon)).toEqual({ first: '2026-12-03', last: '2027-02-01' })
    expect(clocks('2027-02-02', thursdayNoon)).toEqual([])
  })

  it('keeps its wall-clock times across the change to summer time', () => {
    // Riga's clocks go forward on 28 March 2027; Saturday 27 March's night still runs to 01:00.
    expect(clocks('2027-03-27', new Date('2027-03-20T12:00:00+02:00')).slice(-2)).toEqual(['+00:30', '+01:00'])
  })
})

describe('why an evening offers no table', () => {
  it('names the weekday, the exception’s reason, or that it is past, too far or too late', () => {
    expect(noTablesOn(schedule, '2026-12-07', rules, thursdayNoon)).toEqual({ why: 'weekly', day: 'mon' })
    expect(noTablesOn(schedule, '2026-12-06', rules, thursdayNoon)).toEqual({ why: 'weekly', day: 'sun' })
    expect(noTablesOn(schedule, '2026-12-25', rules, thursdayNoon)).toEqual({ why: 'exception', reason: 'publicHoliday' })
    expect(noTablesOn(schedule, '2027-01-02', rules, thursdayNoon)).toEqual({ why: 'exception', reason: undefined })
    expect(noTablesOn(schedule, '2026-12-01', rules, thursdayNoon)).toEqual({ why: 'past' })
    expect(noTablesOn(schedule, '2027-02-05', rules, thursdayNoon)).toEqual({ why: 'tooFar' })
    expect(noTablesOn(schedule, '2026-12-03', rules, new Date('2026-12-03T21:40:00+02:00'))).toEqual({ why: 'noTimeLeft', today: true })
    expect(noTablesOn(schedule, '2026-12-03', rules, thursdayNoon)).toBeUndefined()
  })

  it('the panel starts on today while it has a time left, else on the next evening with one', () => {
    expect(firstTableDate(schedule, rules, thursdayNoon)).toBe('2026-12-03')
    expect(firstTableDate(schedule, rules, new Date('2026-12-03T21:40:00+02:00'))).toBe('2026-12-04')
    // Sunday: Monday is closed, Tuesday is next.
    expect(firstTableDate(schedule, rules, new Date('2026-12-06T12:00:00+02:00'))).toBe('2026-12-08')
  })

  it('the content’s own hours and rules offer a table within the coming week', () => {
    const date = firstTableDate(contentSchedule, reservationRules, thursdayNoon)
    expect(date).toBeDefined()
    expect(date! <= '2026-12-10').toBe(true)
  })
})

describe('what stops a request', () => {
  const request: TableRequest = { date: '2026-12-04', time: '19:30', party: 4, name: ' Anna ', note: '', callback: ' +371 2612 3456 ' }
  const problemsOf = (changes: Partial<TableRequest>, now = thursdayNoon) => requestProblems({ ...request, ...changes }, schedule, rules, now)

  it('a complete request has none, and is sent with its name trimmed', () => {
    expect(problemsOf({})).toEqual({})
    expect(completeRequest(request, schedule, rules, thursdayNoon)).toEqual({ date: '2026-12-04', time: { time: '19:30', afterMidnight: false }, party: 4, name: 'Anna', note: '', callback: '+371 2612 3456' })
  })

  it('says what is missing, a closed day, a time gone, a party larger than any the house takes in writing', () => {
    expect(problemsOf({ date: null, time: null, party: null })).toEqual({ date: { why: 'missing' }, party: 'missing' })
    expect(problemsOf({ time: null })).toEqual({ time: 'missing' })
    expect(problemsOf({ date: '2026-12-07' })).toEqual({ date: { why: 'weekly', day: 'mon' } })
    expect(problemsOf({ date: '2026-12-03', time: '17:00' }, new Date('2026-12-03T17:10:00+02:00'))).toEqual({ time: 'gone' })
    expect(problemsOf({ party: rules.largestGroup + 1 })).toEqual({ party: 'tooLarge' })
    expect(problemsOf({ party: rules.largestGroup })).toEqual({})
    expect(completeRequest({ ...request, party: rules.largestGroup + 1 }, schedule, rules, thursdayNoon)).toBeUndefined()
  })

  it('a group above the largest party still writes: the call is only quicker', () => {
    expect(problemsOf({ party: rules.largestParty + 8 })).toEqual({})
    expect(completeRequest({ ...request, party: rules.largestParty + 8 }, schedule, rules, thursdayNoon)?.party).toBe(rules.largestParty + 8)
  })
})
