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
  /** What the owner noted for the translators on its entry and the entries around it. */
  notes: string[]
}

/** Every text a data file holds for translation, in the order of the file, found by its schema's marks. */
export function textsOf(schema: v.GenericSchema, data: unknown): DataText[] {
  const found: DataText[] = []
  const walk = (at: AnySchema, value: unknown, where: string[], notes: string[]) => {
    const translation = metadataOf(at)?.translation
    if (translation && typeof value === 'string') {
      found.push({ message: value, role: translation.role, comment: translation.comment, where: where.join(' › '), notes })
      return
    }
    const inner = unwrapped(at)
    if (Array.isArray(value) && inner.item) value.forEach((item, index) => walk(inner.item!, item, [...where, entryName(item, index)], notes))
    else if (value && typeof value === 'object' && inner.entries) {
      const fields = Object.entries(inner.entries).map(([key, field]) => [field, (value as Record<string, unknown>)[key], key] as const)
      const entryNotes = fields.flatMap(([field, fieldValue]) => (metadataOf(field)?.forTranslators && typeof fieldValue === 'string' ? [fieldValue] : []))
      for (const [field, fieldValue, key] of fields) {
        if (fieldValue !== undefined) walk(field, fieldValue, Array.isArray(fieldValue) ? where : [...where, metadataOf(field)?.label.en ?? key], [...notes, ...entryNotes])
      }
    }
  }
  walk(schema as AnySchema, data, [], [])
  return found
}
