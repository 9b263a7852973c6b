/**
 * The rules of a table request (the reserve buttons' panel: src/components/reserve/). None of them is
 * in the specification: they are the house's settings, chosen for the site, and the owner changes
 * them here and rebuilds (README, "Changing facts"). The times offered follow the opening hours and
 * their exceptions (./openingHours.ts) by themselves.
 */
export interface ReservationRules {
  /** Above this party, the panel shows the call as the quicker way; the written request still goes. */
  largestParty: number
  /** The largest party a request may name at all: the stepper stops here, a larger one is asked to call. */
  largestGroup: number
  /** The party size the panel starts with. */
  usualParty: number
  /** Minutes between the times offered, from the opening ("17:00, 17:30, …"). */
  stepMinutes: number
  /** The last table is offered this many minutes before closing (a closing at 23:00, the last table at 22:00). */
  lastSeatingMinutes: number
  /** Today, the first time offered is at least this many minutes away: the house needs a moment to answer. */
  noticeMinutes: number
  /** How far ahead a date may be chosen, in days after today. */
  daysAhead: number
  /** The longest name and note a guest may write: a chat or an e-mail, not a letter. */
  nameLength: number
  noteLength: number
}

export const reservationRules: ReservationRules = {
  /** SETTING (the owner's): 12 is a guess at the largest table the room seats without notice. */
  largestParty: 12,
  /** SETTING (the owner's): 40 is a guess at the whole room, booked for a group. */
  largestGroup: 40,
  usualParty: 2,
  stepMinutes: 30,
  /** An hour for the kitchen and the bar before closing: Tue–Thu until 22:00, Fri–Sat until 01:00. */
  lastSeatingMinutes: 60,
  noticeMinutes: 30,
  /** As far ahead as `npm run check:holidays` looks for undecided public holidays. */
  daysAhead: 60,
  nameLength: 60,
  noteLength: 200,
}

/** A chat app the house may answer table requests in. */
export type ChatApp = 'whatsapp' | 'telegram' | 'viber'

/**
 * How the house answers a written request: the owner's settings, beside the rules. The panel offers
 * only the chat apps listed, in this order (each opens its own chat: WhatsApp and Viber reach the
 * reservation phone's number in ./business.ts, Telegram the username), and says when an answer comes.
 */
export interface RequestReplies {
  /** The chat apps someone at the house reads: none, one or more. */
  chatApps: readonly ChatApp[]
  /** The house's Telegram username, without "@" (used only when `chatApps` lists Telegram). */
  telegramUsername: string
  /** While the house is open, a written request is answered within this many minutes; sent while it is closed, within as many after it opens. */
  answerMinutes: number
}

export const requestReplies: RequestReplies = {
  /** PLACEHOLDER (the owner's): list only the apps someone reads during opening hours. */
  chatApps: ['whatsapp', 'telegram', 'viber'],
  /** PLACEHOLDER: the house's Telegram username. */
  telegramUsername: 'amigo_riga',
  /** SETTING (the owner's): an hour, the promise the review asked the house to make and keep. */
  answerMinutes: 60,
}
