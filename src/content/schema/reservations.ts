import type * as v from 'valibot'
import { count, entry } from './fields.ts'

/**
 * src/content/data/reservations.json: the rules of a table request (the reserve buttons' panel). None
 * is in the specification: they are the house's settings. The times offered follow the opening hours
 * and their exceptions by themselves.
 */
export const reservationsFileSchema = entry({
  largestParty: count({ en: 'Largest party online', lv: 'Lielākā kompānija tiešsaistē', hint: 'A larger party is asked to call' }, { min: 1, max: 100 }),
  usualParty: count({ en: 'Party size to start with', lv: 'Sākotnējais viesu skaits' }, { min: 1, max: 100 }),
  stepMinutes: count({ en: 'Minutes between times offered', lv: 'Minūtes starp piedāvātajiem laikiem', hint: '30 offers 17:00, 17:30, …' }, { min: 5, max: 120 }),
  lastSeatingMinutes: count({ en: 'Last table, minutes before closing', lv: 'Pēdējais galds, minūtes pirms slēgšanas' }, { min: 0, max: 240 }),
  noticeMinutes: count({ en: 'Notice today, in minutes', lv: 'Iepriekšēja ziņa šodien, minūtēs', hint: 'The first time offered today is at least this far away' }, { min: 0, max: 24 * 60 }),
  daysAhead: count({ en: 'Days ahead a guest may choose', lv: 'Cik dienas uz priekšu var izvēlēties' }, { min: 1, max: 365 }),
  nameLength: count({ en: 'Longest name', lv: 'Garākais vārds', hint: 'Characters' }, { min: 10, max: 200 }),
  noteLength: count({ en: 'Longest note', lv: 'Garākā piezīme', hint: 'Characters' }, { min: 20, max: 2000 }),
})

export type ReservationRules = v.InferOutput<typeof reservationsFileSchema>
