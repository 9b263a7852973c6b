import type * as v from 'valibot'
import type { FieldMetadata } from './fields.ts'

// Walking the one schema: the build's messages (contentProblems.ts), the editor's configuration
// (scripts/admin/editorConfig.ts) and the translators' extractor (textsOf.ts) all read its fields,
// their metadata and the entries of its lists the same way.

export type AnySchema = v.GenericSchema & { pipe?: readonly { type: string; metadata?: unknown }[]; wrapped?: AnySchema; entries?: Record<string, AnySchema>; item?: AnySchema }

/** The editor's words for a schema: its label and how it is edited, when it has them. */
export function metadataOf(schema: AnySchema): FieldMetadata | undefined {
  const own = schema.pipe?.find((action) => action.type === 'metadata')?.metadata as FieldMetadata | undefined
  return own ?? (schema.wrapped ? metadataOf(schema.wrapped) : undefined)
}

/** The schema inside `optional(…)`, whose fields and items the path goes through. */
export const unwrapped = (schema: AnySchema): AnySchema => (schema.wrapped ? unwrapped(schema.wrapped) : schema)

/** How the owner recognises an entry of a list: its name or heading, else its id or day, else its kind and place (paragraph 3), else its place. */
export function entryName(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object') {
    const { name, title, author, id, date, from, days, kind } = entry as Record<string, unknown>
    const words = [name, title, author].find((value) => typeof value === 'string')
    if (typeof words === 'string') return `“${words}”`
    const key = [id, date, from].find((value) => typeof value === 'string')
    if (typeof key === 'string') return key
    if (Array.isArray(days)) return days.join(', ')
    if (typeof kind === 'string') return `${kind} ${index + 1}`
  }
  return `entry ${index + 1}`
}
