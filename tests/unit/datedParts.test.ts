import { describe, expect, it } from 'vitest'
import { knowRigaOffsets, offsetTable, restaurantTimeZone, wallClock, wallClockBy } from '../../src/hours/calendar'
import { ends, hasStarted, isShown, notOn, rigaMoment, shownBetween, shownFrom, shownUntil, starts, tonightOn } from '../../src/hours/datedParts'

/** An entry's attributes as the build writes them. */
const entry = (attributes: Record<string, string | undefined>) => (name: string) => attributes[name] ?? null
const at = (instant: string) => rigaMoment(new Date(instant))

describe('a dated entry of the page', () => {
  // "24.–26. dec. Closed" on the home page: shown from 14 days before its first day to its last.
  const christmas = entry({ [shownFrom]: '2026-12-10', [shownUntil]: '2026-12-26' })

  it('shows within its days in Riga, and disappears the day after its last, with no rebuild', () => {
    expect(isShown(christmas, at('2026-12-09T23:59:00+02:00'))).toBe(false)
    expect(isShown(christmas, at('2026-12-10T00:00:00+02:00'))).toBe(true)
    expect(isShown(christmas, at('2026-12-26T23:59:00+02:00'))).toBe(true)
    expect(isShown(christmas, at('2026-12-27T00:00:00+02:00'))).toBe(false)
  })

  it('follows Riga’s date, not the device’s: 23:30 in London on the 26th is the 27th in Riga', () => {
    expect(isShown(christmas, at('2026-12-26T23:30:00+00:00'))).toBe(false)
  })

  it('writes what the build day shows into the page, for a visitor without scripts', () => {
    expect(shownBetween('2026-12-01', '2026-12-10', '2026-12-26')).toEqual({ [shownFrom]: '2026-12-10', [shownUntil]: '2026-12-26', hidden: true })
    expect(shownBetween('2026-12-12', '2026-12-10', '2026-12-26').hidden).toBe(false)
    expect(shownBetween('2026-12-12', undefined, '2026-12-26').hidden).toBe(false)
  })
})

describe('tonight’s entry', () => {
  // Karaoke on Thursdays from 21:00 until closing at 23:00, but not on Christmas Eve.
  const karaoke = entry({ [tonightOn]: 'thu', [notOn]: '2026-12-24', [starts]: '21:00', [ends]: '23:00' })
  // Dancing on Fridays from 22:00 until closing at 02:00.
  const dancing = entry({ [tonightOn]: 'fri', [starts]: '22:00', [ends]: '02:00' })

  it('shows all day on its evening and is gone once over', () => {
    expect(isShown(karaoke, at('2026-12-03T10:00:00+02:00'))).toBe(true)
    expect(isShown(karaoke, at('2026-12-03T22:59:00+02:00'))).toBe(true)
    expect(isShown(karaoke, at('2026-12-03T23:00:00+02:00'))).toBe(false)
    expect(isShown(karaoke, at('2026-12-04T20:00:00+02:00'))).toBe(false)
  })

  it('changes its words when it starts', () => {
    expect(hasStarted(karaoke, at('2026-12-03T20:59:00+02:00'))).toBe(false)
    expect(hasStarted(karaoke, at('2026-12-03T21:00:00+02:00'))).toBe(true)
  })

  it('is not on an evening the build marked off (a closed day)', () => {
    expect(isShown(karaoke, at('2026-12-24T18:00:00+02:00'))).toBe(false)
  })

  it('stays on past midnight until it ends: the evening lasts until 06:00', () => {
    expect(isShown(dancing, at('2026-12-05T01:30:00+02:00'))).toBe(true)
    expect(isShown(dancing, at('2026-12-05T02:00:00+02:00'))).toBe(false)
    expect(isShown(dancing, at('2026-12-05T10:00:00+02:00'))).toBe(false)
  })

  it('names a single evening by its date', () => {
    const match = entry({ [tonightOn]: '2027-05-23', [starts]: '19:00', [ends]: '23:00' })
    expect(isShown(match, at('2027-05-23T12:00:00+03:00'))).toBe(true)
    expect(isShown(match, at('2027-05-30T12:00:00+03:00'))).toBe(false)
  })
})

const byIntl = (instant: number) => wallClock(new Date(instant), restaurantTimeZone)

describe('Riga’s clock as a page’s head reads it, by the offsets the build wrote', () => {
  const built = new Date('2026-11-20T19:30:00+02:00')
  const table = offsetTable(restaurantTimeZone, built, 2 * 365)

  it('has the clocks’ changes of the coming two years, at 01:00 UTC on the last Sundays of March and October', () => {
    expect(table.slice(1).map(([from, offset]) => [new Date(from).toISOString(), offset])).toEqual([
      ['2027-03-28T01:00:00.000Z', 180],
      ['2027-10-31T01:00:00.000Z', 120],
      ['2028-03-26T01:00:00.000Z', 180],
      ['2028-10-29T01:00:00.000Z', 120],
      ['2028-11-19T17:00:00.000Z', null],
    ])
  })

  it('reads the same moment as Intl throughout, round each change included, and nothing outside the table', () => {
    const start = table[0]![0]
    const end = table.at(-1)![0]
    for (let instant = start; instant < end; instant += 37 * 60_000) expect(wallClockBy(new Date(instant), table)).toEqual(byIntl(instant))
    for (const [from] of table.slice(1, -1)) {
      for (const instant of [from - 60_000, from, from + 60_000]) expect(wallClockBy(new Date(instant), table)).toEqual(byIntl(instant))
    }
    expect(wallClockBy(new Date(start - 1), table)).toBeUndefined()
    expect(wallClockBy(new Date(end), table)).toBeUndefined()
  })

  it('is what the page reads once it knows the table, within it, for Riga only', () => {
    // A table that says Riga keeps UTC shows whether it is read instead of Intl.
    const utc = [[table[0]![0], 0], [table.at(-1)![0], null]] as const
    const inside = new Date('2027-07-01T12:00:00Z')
    try {
      knowRigaOffsets(utc)
      expect(wallClock(inside, restaurantTimeZone)).toEqual({ date: '2027-07-01', minute: 12 * 60 })
      expect(rigaMoment(inside).clock).toBe('2027-07-01T12:00')
      expect(wallClock(inside, 'Europe/Tallinn')).toEqual({ date: '2027-07-01', minute: 15 * 60 })
      // Where the table ends, Intl again: Riga in winter, two hours ahead.
      expect(wallClock(new Date('2028-11-19T17:00:00Z'), restaurantTimeZone)).toEqual({ date: '2028-11-19', minute: 19 * 60 })
    } finally {
      knowRigaOffsets([])
    }
    expect(wallClock(inside, restaurantTimeZone)).toEqual({ date: '2027-07-01', minute: 15 * 60 })
  })
})
