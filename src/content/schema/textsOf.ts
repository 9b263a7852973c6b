import type * as v from 'valibot'
import { entryName, metadataOf, unwrapped, type AnySchema } from './schemaWalk.ts'
import type { TextRole } from './textRoles.ts'

/** A text of a data file that the translators translate, with what it is and where it stands. */
export interface DataText {
  message: string
  role: TextRole
  comment: string
  /** Where it stands, in the editor's words: "Food › “Tacos” › “Taco Amigo” › Name". */
  where: string
}

/** Every text a data file holds for translation, in the order of the file, found by its schema's marks. */
export function textsOf(schema: v.GenericSchema, data: unknown): DataText[] {
  const found: DataText[] = []
  const walk = (at: AnySchema, value: unknown, where: string[]) => {
    const translation = metadataOf(at)?.translation
    if (translation && typeof value === 'string') {
      found.push({ message: value, role: translation.role, comment: translation.comment, where: where.join(' › ') })
      return
    }
    const inner = unwrapped(at)
    if (Array.isArray(value) && inner.item) value.forEach((item, index) => walk(inner.item!, item, [...where, entryName(item, index)]))
    else if (value && typeof value === 'object' && inner.entries) {
      for (const [key, field] of Object.entries(inner.entries)) {
        const fieldValue = (value as Record<string, unknown>)[key]
        if (fieldValue !== undefined) walk(field, fieldValue, Array.isArray(fieldValue) ? where : [...where, metadataOf(field)?.label.en ?? key])
      }
    }
  }
  walk(schema as AnySchema, data, [])
  return found
}
