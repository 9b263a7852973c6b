import * as v from 'valibot'
import { entryName, metadataOf, unwrapped, type AnySchema } from './schemaWalk.ts'

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
