import { expect, it } from 'vitest'
import type { HoursException } from '../../src/content/openingHours'
import { specialOpeningHours } from '../../src/seo/restaurantData'

const exceptions: readonly HoursException[] = [
  { date: '2026-12-31', opens: '17:00', closes: '03:00', reason: 'holidayHours' },
  { from: '2026-12-24', to: '2026-12-26', closed: true, reason: 'publicHoliday' },
  { date: '2026-11-18', closed: true, reason: 'publicHoliday' },
]

it('writes each exception not yet over as schema.org special hours, in the form Google’s rich results read', () => {
  const special = specialOpeningHours(exceptions, '2026-11-20')
  expect(special).toEqual([
    // Closed all day: both times "00:00", as Google's local-business documentation writes it.
    { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-26', opens: '00:00', closes: '00:00' },
    // A night past midnight: closes earlier than it opens, as schema.org reads it (on to the next day).
    { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-31', validThrough: '2026-12-31', opens: '17:00', closes: '03:00' },
  ])
})

it('keeps an exception through its last day, and none after', () => {
  expect(specialOpeningHours(exceptions, '2026-12-26').map((entry) => entry.validFrom)).toEqual(['2026-12-24', '2026-12-31'])
  expect(specialOpeningHours(exceptions, '2027-01-01')).toEqual([])
})
