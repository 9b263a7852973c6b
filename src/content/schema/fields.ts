import * as v from 'valibot'
import { dayNumber, isTime } from './calendarFormats.ts'
import type { TextRole } from './textRoles.ts'

// The building blocks of the owner's data files. Each carries, as metadata, what the editor at /admin
// shows (its label in English and Latvian, a hint) and how it is edited; scripts/admin/ builds the
// editor's configuration from that, and the messages here are the ones the owner reads when a
// build refuses an entry, so they say what to write rather than what went wrong inside.

/** A field's name in the editor, in English and Latvian, and a hint shown under it. */
export interface FieldLabel {
  en: string
  lv: string
  hint?: string
}

/** How the editor edits a field; the schema's own type decides the rest (lists, objects, yes/no, choices). */
export type FieldWidget = 'time' | 'date' | 'text' | 'longText' | 'price' | 'picture' | 'id' | 'string' | 'number'

export type FieldMetadata = {
  label: FieldLabel
  /** For a list: what one entry is called ("Add a day") and the line that sums one up in the editor (Decap's template). */
  entry?: { label: FieldLabel; summary: string }
  widget?: FieldWidget
  /** For a text the translators translate: what it is, for their comment in the catalogs, and its context. */
  translation?: { comment: string; role: TextRole }
  /** A note the owner writes for the translators: added to the comment of every text of its entry. */
  forTranslators?: true
}

/** A schema with the editor's words for it. */
export const described = <const Schema extends v.GenericSchema>(schema: Schema, metadata: FieldMetadata) =>
  v.pipe(schema, v.metadata<v.InferOutput<Schema>, FieldMetadata>(metadata))

const quoted = (value: unknown) => (value === undefined ? 'nothing' : typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value)))

/** A 24-hour time in Riga, "HH:MM". */
export const time = (label: FieldLabel) =>
  described(
    v.pipe(
      v.string((issue) => `${quoted(issue.input)} is not a time: write it on the 24-hour clock, like 17:00 or 02:30`),
      v.check(isTime, (issue) => `${quoted(issue.input)} is not a time: write it on the 24-hour clock, from 00:00 to 23:59, like 17:00 or 02:30`),
    ),
    { label, widget: 'time' },
  )

/** A calendar day, "YYYY-MM-DD". */
export const date = (label: FieldLabel) =>
  described(
    v.pipe(
      v.string((issue) => `${quoted(issue.input)} is not a date: write it as year-month-day, like 2026-12-24`),
      v.check((value) => !Number.isNaN(dayNumber(value)), (issue) => `${quoted(issue.input)} is not a day of the calendar: write it as year-month-day, like 2026-12-24`),
    ),
    { label, widget: 'date' },
  )

/** A price in euros, at most two decimals: 10, 12.5, 12.50. */
export const price = (label: FieldLabel) =>
  described(
    v.pipe(
      v.number((issue) => `${quoted(issue.input)} is not a price: write euros as a number with a dot, like 12.50`),
      v.minValue(0, (issue) => `${quoted(issue.input)} is below zero: write the price in euros, like 12.50`),
      v.maxValue(10_000, (issue) => `${quoted(issue.input)} euros is more than a menu asks: write the price in euros, like 12.50`),
      v.check((euros) => Math.abs(euros * 100 - Math.round(euros * 100)) < 1e-6, (issue) => `${quoted(issue.input)} has more than two decimals: write euros and cents, like 12.50`),
    ),
    { label, widget: 'price' },
  )

/** A text in English that the translators put into the seven languages (npm run i18n:extract); `length` bounds it where a place needs it (a search result's description). */
export const text = (label: FieldLabel, role: TextRole, comment: string, options: { long?: boolean; length?: { min: number; max: number } } = {}) =>
  described(
    v.pipe(
      v.string((issue) => `${quoted(issue.input)} is not a text: write it between quotes`),
      v.trim(),
      v.nonEmpty('is empty: write the text in English, or remove the field'),
      v.check(
        (value) => !options.length || (value.length >= options.length.min && value.length <= options.length.max),
        (issue) => `has ${String(issue.input).length} characters: write between ${options.length?.min} and ${options.length?.max}`,
      ),
    ),
    { label, widget: options.long ? 'longText' : 'text', translation: { comment, role } },
  )

/** What the owner tells the translators about the texts of one entry (a joke to keep, words to leave in Spanish). */
export const noteForTranslators = () =>
  described(
    v.pipe(v.string((issue) => `${quoted(issue.input)} is not a text: write it between quotes`), v.trim(), v.nonEmpty('is empty: write the note, or remove the field')),
    { label: { en: 'Note for the translators', lv: 'Piezīme tulkotājiem', hint: 'Optional: what they should know, e.g. a phrase to keep in Spanish' }, widget: 'string', forTranslators: true },
  )

/** A name for an entry that the site and the messages use: small letters, digits and hyphens. */
export const id = (label: FieldLabel) =>
  described(
    v.pipe(
      v.string((issue) => `${quoted(issue.input)} is not a name: write small letters, digits and hyphens, like taco-amigo`),
      v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, (issue) => `${quoted(issue.input)} is not a name the site can use: write small letters, digits and hyphens, like taco-amigo`),
    ),
    { label, widget: 'id' },
  )

/** One of a closed list, with the list named in the message. */
export const oneOf = <const Options extends readonly string[]>(options: Options, label: FieldLabel) =>
  described(v.picklist(options, (issue) => `${quoted(issue.input)} is none of ${options.join(', ')}`), { label })

/** Several of a closed list, each at most once. */
export const someOf = <const Options extends readonly string[]>(options: Options, label: FieldLabel, { allowNone = false } = {}) =>
  described(
    v.pipe(
      v.array(v.picklist(options, (issue) => `${quoted(issue.input)} is none of ${options.join(', ')}`), 'is not a list'),
      v.check((values) => allowNone || values.length > 0, 'is empty: choose at least one'),
      v.check((values) => new Set(values).size === values.length, 'names a choice twice'),
      v.readonly(),
    ),
    { label },
  )

/** Yes or no. */
export const flag = (label: FieldLabel) => described(v.boolean((issue) => `${quoted(issue.input)} is neither true nor false`), { label })

/** A whole number within bounds. */
export const count = (label: FieldLabel, { min, max }: { min: number; max: number }) =>
  described(
    v.pipe(
      v.number((issue) => `${quoted(issue.input)} is not a number`),
      v.integer((issue) => `${quoted(issue.input)} is not a whole number`),
      v.minValue(min, (issue) => `${quoted(issue.input)} is less than ${min}`),
      v.maxValue(max, (issue) => `${quoted(issue.input)} is more than ${max}`),
    ),
    { label, widget: 'number' },
  )

/** A plain line of text that is not translated (a phone number, a street, a guest's name). */
export const line = (label: FieldLabel, rule?: { pattern: RegExp; example: string }) =>
  described(
    v.pipe(
      v.string((issue) => `${quoted(issue.input)} is not a text: write it between quotes`),
      v.trim(),
      v.nonEmpty('is empty'),
      v.check((value) => !rule || rule.pattern.test(value), (issue) => `${quoted(issue.input)} does not look right: write it like ${rule?.example}`),
    ),
    { label, widget: 'string' },
  )

/** A list of entries of one kind; `entry` names one of them and sums it up in the editor ("{{fields.name}}"). */
export const listOf = <const Item extends v.GenericSchema>(item: Item, label: FieldLabel, entry?: FieldMetadata['entry']) =>
  described(v.pipe(v.array(item, 'is not a list'), v.readonly()), { label, ...(entry ? { entry } : {}) })

/** An object whose fields are these and no others: a misspelt field name is refused, not ignored. */
export const entry = <const Entries extends v.ObjectEntries>(entries: Entries) =>
  v.strictObject(entries, 'is a field the site does not know: check its spelling, or remove it')
