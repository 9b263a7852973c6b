import type * as v from 'valibot'
import { chatApps } from './choices.ts'
import { count, entry, line, someOf } from './fields.ts'

/** The reply settings the launch check lists until the owner has set them. */
export const replySettings = ['chatApps', 'telegramUsername'] as const

/**
 * src/content/data/reservations.json: the rules of a table request (the reserve buttons' panel). None
 * is in the specification: they are the house's settings. The times offered follow the opening hours
 * and their exceptions by themselves.
 */
export const reservationsFileSchema = entry({
  largestParty: count({ en: 'Largest party without a call', lv: 'Lielākā kompānija bez zvana', hint: 'Above it, the call is shown as the quicker way; the written request still goes' }, { min: 1, max: 100 }),
  largestGroup: count({ en: 'Largest party a request may name', lv: 'Lielākā kompānija pieprasījumā', hint: 'The whole room, booked for a group' }, { min: 1, max: 500 }),
  usualParty: count({ en: 'Party size to start with', lv: 'Sākotnējais viesu skaits' }, { min: 1, max: 100 }),
  stepMinutes: count({ en: 'Minutes between times offered', lv: 'Minūtes starp piedāvātajiem laikiem', hint: '30 offers 17:00, 17:30, …' }, { min: 5, max: 120 }),
  lastSeatingMinutes: count({ en: 'Last table, minutes before closing', lv: 'Pēdējais galds, minūtes pirms slēgšanas' }, { min: 0, max: 240 }),
  noticeMinutes: count({ en: 'Notice today, in minutes', lv: 'Iepriekšēja ziņa šodien, minūtēs', hint: 'The first time offered today is at least this far away' }, { min: 0, max: 24 * 60 }),
  daysAhead: count({ en: 'Days ahead a guest may choose', lv: 'Cik dienas uz priekšu var izvēlēties' }, { min: 1, max: 365 }),
  nameLength: count({ en: 'Longest name', lv: 'Garākais vārds', hint: 'Characters' }, { min: 10, max: 200 }),
  noteLength: count({ en: 'Longest note', lv: 'Garākā piezīme', hint: 'Characters' }, { min: 20, max: 2000 }),
  chatApps: someOf(chatApps, { en: 'Chat apps the house answers', lv: 'Tērzēšanas lietotnes, kurās atbildam', hint: 'Only the apps someone reads during opening hours' }),
  telegramUsername: line({ en: 'Telegram username', lv: 'Telegram lietotājvārds', hint: 'Without the @' }, { pattern: /^[A-Za-z][A-Za-z0-9_]{4,31}$/, example: 'amigo_riga' }),
  answerMinutes: count({ en: 'Answer within, in minutes', lv: 'Atbildam, minūtēs', hint: 'The panel promises it to the guest' }, { min: 5, max: 24 * 60 }),
})

export type ReservationsFile = v.InferOutput<typeof reservationsFileSchema>
export type ReservationRules = Omit<ReservationsFile, 'chatApps' | 'telegramUsername' | 'answerMinutes'>
export type RequestReplies = Pick<ReservationsFile, 'chatApps' | 'telegramUsername' | 'answerMinutes'>
export type ChatApp = (typeof chatApps)[number]
