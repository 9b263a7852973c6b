import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { pictureSlots } from './choices.ts'
import { described, entry, listOf, oneOf, text, type FieldLabel } from './fields.ts'
import { textRoles } from './textRoles.ts'

/** Where the owner's photographs are kept, and the editor uploads them (the build makes their sizes). */
export const photosFolder = 'photos'
const contentFolder = fileURLToPath(new URL('..', import.meta.url))

/** A photograph in src/content/photos/, named as the editor writes it: "photos/karaoke.jpg". */
export const pictureFile = (label: FieldLabel) =>
  described(
    v.pipe(
      v.string('is not a file name'),
      v.regex(new RegExp(`^${photosFolder}/[^/]+\\.(jpe?g|png|webp|avif)$`, 'i'), (issue) => `"${issue.input}" is not a photograph in src/content/${photosFolder}/ (JPEG, PNG, WebP or AVIF)`),
      v.check((file) => existsSync(`${contentFolder}${file}`), (issue) => `"${issue.input}" is not there: upload it again, or choose another picture`),
    ),
    { label, widget: 'picture' },
  )

/** A photograph in one of the site's picture places, instead of its drawing. */
export const photoSchema = entry({
  slot: oneOf(pictureSlots, { en: 'Where', lv: 'Kur', hint: 'hero: home, behind the headline; storefront, interior: about and visit; team…: about; tacoAmigo, apotitaco, tacoPapi: home; worldTable: the blog post' }),
  file: pictureFile({ en: 'Photograph', lv: 'Fotogrāfija', hint: 'As the phone took it: the site makes the sizes it needs' }),
  alt: text({ en: 'What it shows', lv: 'Kas tajā redzams', hint: 'In English, one sentence, for guests who cannot see it' }, textRoles.photoAlt, 'A photograph on the site, described for screen readers'),
})

/** src/content/data/pictures.json: the photographs that take a drawing's place. */
export const picturesFileSchema = entry({
  photos: listOf(photoSchema, { en: 'Photographs', lv: 'Fotogrāfijas', hint: 'A place without one keeps its drawing' }, { label: { en: 'photograph', lv: 'fotogrāfiju' }, summary: '{{fields.slot}}: {{fields.file}}' }),
})

export type PicturesFile = v.InferOutput<typeof picturesFileSchema>
