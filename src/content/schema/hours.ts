import * as v from 'valibot'
import { exceptionReasons, weekdays } from './choices.ts'
import { date, entry, flag, listOf, oneOf, someOf, time } from './fields.ts'

/** Consecutive days that share their hours; `closes` earlier than `opens` ends the night on the next day. */
export const openingPeriodSchema = entry({
  days: someOf(weekdays, { en: 'Days', lv: 'Dienas' }),
  opens: time({ en: 'Opens', lv: 'Atver', hint: '24-hour clock, Riga time' }),
  closes: time({ en: 'Closes', lv: 'Slēdz', hint: 'Earlier than the opening: the night ends the next day (02:00)' }),
})

/**
 * A day, or a run of days, whose hours are not the week's: one `date`, or `from` … `to` (both
 * included); closed all day, or open at other hours; and why. It replaces the hours that begin on
 * its days: a night that begins the day before runs to its end.
 */
export const hoursExceptionSchema = v.pipe(
  entry({
    date: v.optional(date({ en: 'Day', lv: 'Diena', hint: 'One day; for several, leave it empty and give the first and last day' })),
    from: v.optional(date({ en: 'First day', lv: 'Pirmā diena', hint: 'For a run of days' })),
    to: v.optional(date({ en: 'Last day', lv: 'Pēdējā diena', hint: 'For a run of days, included' })),
    closed: v.optional(flag({ en: 'Closed all day', lv: 'Slēgts visu dienu' })),
    opens: v.optional(time({ en: 'Opens', lv: 'Atver', hint: 'When open at other hours' })),
    closes: v.optional(time({ en: 'Closes', lv: 'Slēdz', hint: 'Earlier than the opening: the night ends the next day' })),
    reason: v.optional(oneOf(exceptionReasons, { en: 'Why', lv: 'Iemesls', hint: 'The site names it beside the date' })),
  }),
  v.check((day) => (day.date !== undefined) !== (day.from !== undefined || day.to !== undefined), 'give one day, or a first and a last day, not both'),
  v.check((day) => day.date !== undefined || (day.from !== undefined && day.to !== undefined), 'a run of days needs both its first and its last day'),
  v.check((day) => day.from === undefined || day.to === undefined || day.from <= day.to, (issue) => `the run ends (${issue.input.to}) before it starts (${issue.input.from})`),
  v.check((day) => day.closed === true || (day.opens !== undefined && day.closes !== undefined), 'give its hours (opens and closes), or mark it closed all day'),
  v.check((day) => day.closed !== true || (day.opens === undefined && day.closes === undefined), 'closed all day, yet with hours: remove the hours, or untick closed'),
  // Search engines read equal times as closed all day; the site would read them as 24 hours.
  v.check((day) => day.opens === undefined || day.opens !== day.closes, 'opens and closes at the same time: mark it closed, or give the real hours'),
)

/** src/content/data/hours.json: the week's hours and the days that differ. */
export const hoursFileSchema = entry({
  week: listOf(openingPeriodSchema, { en: 'The week’s hours', lv: 'Nedēļas darba laiks', hint: 'Days not listed are closed' }, { label: { en: 'days and hours', lv: 'dienas un laiks' }, summary: '{{fields.days}}: {{fields.opens}}–{{fields.closes}}' }),
  exceptions: listOf(hoursExceptionSchema, { en: 'Holidays and special hours', lv: 'Svētku dienas un īpašs darba laiks', hint: 'Past entries may stay: the site stops showing them the day after' }, { label: { en: 'day', lv: 'dienu' }, summary: '{{fields.date}}{{fields.from}} {{fields.to}} {{fields.reason}}' }),
})

export type OpeningPeriod = v.InferOutput<typeof openingPeriodSchema>
export type HoursException = v.InferOutput<typeof hoursExceptionSchema>
export type HoursFile = v.InferOutput<typeof hoursFileSchema>

