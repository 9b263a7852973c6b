import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as v from 'valibot'
import { described, type FieldLabel } from './fields.ts'

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
