import * as v from 'valibot'
import { eventKinds, weekdays } from './choices.ts'
import { date, entry, flag, id, listOf, oneOf, someOf, text, time } from './fields.ts'
import { textRoles } from './textRoles.ts'
import { pictureFile } from './pictures.ts'

const eveningFields = {
  kind: oneOf(eventKinds, { en: 'Kind of evening', lv: 'Vakara veids', hint: 'The site names it in every language' }),
  starts: time({ en: 'Starts', lv: 'Sākas', hint: '24-hour clock, Riga time' }),
  ends: v.optional(time({ en: 'Ends', lv: 'Beidzas', hint: 'Leave empty for “until closing”; earlier than the start ends after midnight' })),
  description: v.optional(text({ en: 'What is on', lv: 'Kas notiek', hint: 'One or two short sentences in English: the host, the band, the offer' }, textRoles.eveningDescription, 'What’s on: the owner’s description of an evening at the restaurant (karaoke, live music, a happy hour…), shown on its card', { long: true })),
  picture: v.optional(pictureFile({ en: 'Picture', lv: 'Attēls', hint: 'Optional; a photograph of the evening' })),
  pictureAlt: v.optional(text({ en: 'What the picture shows', lv: 'Kas redzams attēlā', hint: 'For guests who cannot see it' }, textRoles.eveningPicture, 'What’s on: the description of an evening’s picture, read out to guests who cannot see it')),
  placeholder: v.optional(flag({ en: 'Sample times (not yet decided)', lv: 'Parauga laiki (vēl nav izlemts)', hint: 'Shown on the site, kept out of search results; untick once the times are yours' })),
}

const pictureWithoutWords = 'has a picture without words for it: say what it shows'

/** An evening of every week, on these days. */
export const weeklyEventSchema = v.pipe(
  entry({
    id: id({ en: 'Name of the entry', lv: 'Ieraksta nosaukums', hint: 'Small letters and hyphens, unique, e.g. karaoke' }),
    days: someOf(weekdays, { en: 'Days', lv: 'Dienas' }),
    ...eveningFields,
  }),
  v.check((evening) => evening.picture === undefined || evening.pictureAlt !== undefined, pictureWithoutWords),
)

/** A single evening: a match on the screen, a tasting ("YYYY-MM-DD"; a start after midnight belongs to the evening before). */
export const datedEventSchema = v.pipe(
  entry({
    date: date({ en: 'Evening', lv: 'Vakars', hint: 'A start after midnight belongs to the evening before' }),
    ...eveningFields,
  }),
  v.check((evening) => evening.picture === undefined || evening.pictureAlt !== undefined, pictureWithoutWords),
)

/** src/content/data/evenings.json: what is on. */
export const eveningsFileSchema = entry({
  weekly: listOf(weeklyEventSchema, { en: 'Every week', lv: 'Katru nedēļu' }, { label: { en: 'evening', lv: 'vakaru' }, summary: '{{fields.kind}}: {{fields.days}} {{fields.starts}}' }),
  dated: listOf(datedEventSchema, { en: 'Single evenings', lv: 'Atsevišķi vakari', hint: 'A date the restaurant is closed needs an hours exception that opens it' }, { label: { en: 'evening', lv: 'vakaru' }, summary: '{{fields.date}} {{fields.kind}} {{fields.starts}}' }),
})

export type WeeklyEvent = v.InferOutput<typeof weeklyEventSchema>
export type DatedEvent = v.InferOutput<typeof datedEventSchema>
export type EveningsFile = v.InferOutput<typeof eveningsFileSchema>
