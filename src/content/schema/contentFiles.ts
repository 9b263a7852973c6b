import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { blogFileSchema } from './blog.ts'
import { contactsFileSchema } from './contacts.ts'
import { eveningsFileSchema } from './evenings.ts'
import { gettingHereFileSchema } from './gettingHere.ts'
import type { FieldLabel } from './fields.ts'
import { hoursFileSchema } from './hours.ts'
import { menuFileSchema } from './menu.ts'
import { picturesFileSchema } from './pictures.ts'
import { reservationsFileSchema } from './reservations.ts'
import { samplesFileSchema } from './samples.ts'
import { ratingFileSchema, reviewsFileSchema } from './reviews.ts'
import { withoutBlanks } from './withoutBlanks.ts'

/** The folder of the owner's data files, which the editor at /admin writes. */
export const dataFolder = 'src/content/data'

interface ContentFile<Schema extends v.GenericSchema = v.GenericSchema> {
  /** The file in `dataFolder`. */
  file: string
  schema: Schema
  /** Its name in the editor, and in the build's messages. */
  label: FieldLabel
}

const contentFile = <Schema extends v.GenericSchema>(file: ContentFile<Schema>) => file

/** Every data file of the owner's, with the one schema that checks it. */
export const contentFiles = {
  hours: contentFile({ file: 'hours.json', schema: hoursFileSchema, label: { en: 'Opening hours and holidays', lv: 'Darba laiks un svētku dienas' } }),
  evenings: contentFile({ file: 'evenings.json', schema: eveningsFileSchema, label: { en: 'What is on', lv: 'Kas notiek' } }),
  menu: contentFile({ file: 'menu.json', schema: menuFileSchema, label: { en: 'Menu', lv: 'Ēdienkarte' } }),
  rating: contentFile({ file: 'rating.json', schema: ratingFileSchema, label: { en: 'Rating', lv: 'Vērtējums' } }),
  reviews: contentFile({ file: 'reviews.json', schema: reviewsFileSchema, label: { en: 'Reviews', lv: 'Atsauksmes' } }),
  pictures: contentFile({ file: 'pictures.json', schema: picturesFileSchema, label: { en: 'Photographs', lv: 'Fotogrāfijas' } }),
  blog: contentFile({ file: 'blog.json', schema: blogFileSchema, label: { en: 'Blog', lv: 'Blogs' } }),
  contacts: contentFile({ file: 'contacts.json', schema: contactsFileSchema, label: { en: 'Contacts', lv: 'Kontakti' } }),
  gettingHere: contentFile({ file: 'getting-here.json', schema: gettingHereFileSchema, label: { en: 'Getting here', lv: 'Kā nokļūt' } }),
  reservations: contentFile({ file: 'reservations.json', schema: reservationsFileSchema, label: { en: 'Table requests', lv: 'Galdiņu pieprasījumi' } }),
  samples: contentFile({ file: 'samples.json', schema: samplesFileSchema, label: { en: 'Still samples', lv: 'Vēl paraugi' } }),
}

export type ContentName = keyof typeof contentFiles
export type ContentOf<Name extends ContentName> = v.InferOutput<(typeof contentFiles)[Name]['schema']>

const projectRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** A data file as its text, parsed as JSON, the editor's blanks removed. */
export function readContentJson(name: ContentName, folder = `${projectRoot}${dataFolder}`): unknown {
  return withoutBlanks(JSON.parse(readFileSync(`${folder}/${contentFiles[name].file}`, 'utf8')) as unknown)
}
