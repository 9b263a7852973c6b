import * as v from 'valibot'
import type { FieldMetadata } from './fields.ts'

export type AnySchema = v.GenericSchema & { pipe?: readonly { type: string; metadata?: unknown }[]; wrapped?: AnySchema; entries?: Record<string, AnySchema>; item?: AnySchema }

/** The editor's words for a schema: its label and how it is edited, when it has them. */
export function metadataOf(schema: AnySchema): FieldMetadata | undefined {
  const own = schema.pipe?.find((action) => action.type === 'metadata')?.metadata as FieldMetadata | undefined
  return own ?? (schema.wrapped ? metadataOf(schema.wrapped) : undefined)
}

/** The schema inside `optional(…)`, whose fields and items the path goes through. */
export const unwrapped = (schema: AnySchema): AnySchema => (schema.wrapped ? unwrapped(schema.wrapped) : schema)

/** How the owner recognises an entry of a list: its name or heading, else its id or day, else its place. */
export function entryName(entry: unknown, index: number): string {
  if (entry && typeof entry === 'object') {
    const { name, title, author, id, date, from, days } = entry as Record<string, unknown>
    const words = [name, title, author].find((value) => typeof value === 'string')
    if (typeof words === 'string') return `“${words}”`
    const key = [id, date, from].find((value) => typeof value === 'string')
    if (typeof key === 'string') return key
    if (Array.isArray(days)) return days.join(', ')
  }
  return `entry ${index + 1}`
}

/** The path of an issue in the editor's words: "Food › “Tacos” › Dishes and drinks › “Taco Amigo” › Price, €". */
function whereIn(schema: AnySchema, path: readonly v.IssuePathItem[] | undefined): string[] {
  const words: string[] = []
  let at: AnySchema | undefined = schema
  for (const item of path ?? []) {
    const here: AnySchema | undefined = at ? unwrapped(at) : undefined
    if (item.type === 'array' && typeof item.key === 'number') {
      words.push(entryName((item.input as unknown[])[item.key], item.key))
      at = here?.item
    } else {
      const key = String(item.key)
      at = here?.entries?.[key]
      words.push(at ? (metadataOf(at)?.label.en ?? key) : key)
    }
  }
  return words
}

/** What is wrong with a data file, each problem naming the file, the entry and the field. Empty when all is well. */
export function contentProblems(file: string, schema: v.GenericSchema, data: unknown): string[] {
  const result = v.safeParse(schema, data, { abortPipeEarly: true })
  if (result.success) return []
  return result.issues.map((issue) => [file, ...whereIn(schema as AnySchema, issue.path)].join(' › ') + `: ${issue.message}`)
}
