import reservationsFile from './data/reservations.json' with { type: 'json' }
import type { RequestReplies, ReservationRules, ReservationsFile } from './schema/reservations.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

export type { ChatApp, RequestReplies, ReservationRules } from './schema/reservations.ts'

// The owner's file (docs/owner.md, "Table requests"), which its schema checks before every build.
const { chatApps, telegramUsername, answerMinutes, ...rules } = /* @__PURE__ */ withoutBlanks(reservationsFile) as ReservationsFile

/**
 * The rules of a table request (the reserve buttons' panel: src/components/reserve/). The times
 * offered follow the opening hours and their exceptions (./openingHours.ts) by themselves.
 */
export const reservationRules: ReservationRules = rules

/** How the house answers: the chat apps it reads during opening hours, its Telegram name, and how soon it replies. */
export const requestReplies: RequestReplies = { chatApps, telegramUsername, answerMinutes }
