import reservationsFile from './data/reservations.json' with { type: 'json' }
import type { ReservationRules } from './schema/reservations.ts'

export type { ReservationRules } from './schema/reservations.ts'

/**
 * The rules of a table request (the reserve buttons' panel: src/components/reserve/), the owner's
 * file, which its schema checks before every build. The times offered follow the opening hours
 * and their exceptions (./openingHours.ts) by themselves.
 */
export const reservationRules: ReservationRules = reservationsFile
