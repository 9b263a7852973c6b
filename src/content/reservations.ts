/**
 * The rules of a table request (the reserve buttons' panel: src/components/reserve/). None of them is
 * in the specification: they are the house's settings, chosen for the site, and the owner changes
 * them here and rebuilds (README, "Changing facts"). The times offered follow the opening hours and
 * their exceptions (./openingHours.ts) by themselves.
 */
export interface ReservationRules {
  /** The largest party a guest may request online; a larger one is asked to call. */
  largestParty: number
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
