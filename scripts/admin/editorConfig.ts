import { contentFiles, dataFolder } from '../../src/content/schema/contentFiles.ts'
import { metadataOf, unwrapped, type AnySchema } from '../../src/content/schema/schemaWalk.ts'
import type { FieldLabel } from '../../src/content/schema/fields.ts'
import { photosFolder } from '../../src/content/schema/pictures.ts'

// The configuration of the editor at /admin (Decap CMS), made from the data files' schema, so that
// the editor offers every field the build accepts and no other (tests/unit/editorConfig.test.ts).

/** A field as Decap CMS's configuration writes it. */
export interface EditorField {
  name: string
  label: string
  widget: string
  required?: boolean
  hint?: string
  fields?: EditorField[]
  options?: readonly string[]
  multiple?: boolean
  [setting: string]: unknown
}

const words = (label: FieldLabel) => `${label.en} / ${label.lv}`

type Schema = AnySchema & { type: string; options?: readonly string[] }

/** Whether a schema's pipe, or a pipe inside it, holds an action of this type (`integer`). */
const hasAction = (schema: AnySchema, type: string): boolean => (schema.pipe ?? []).some((action) => action.type === type || (action !== schema && 'pipe' in action && hasAction(action as AnySchema, type)))

/** Decap's widget and its settings for a schema that is not an object or a list. */
function widgetOf(schema: Schema): Omit<EditorField, 'name' | 'label'> & { widget: string } {
  const widget = metadataOf(schema)?.widget
  switch (widget) {
    case 'time':
      return { widget: 'datetime', date_format: false, time_format: 'HH:mm', format: 'HH:mm', picker_utc: false }
    case 'date':
      return { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD', picker_utc: false }
    case 'price':
      return { widget: 'number', value_type: 'float', min: 0, step: 0.5 }
    case 'number':
      return { widget: 'number', value_type: hasAction(schema, 'integer') ? 'int' : 'float' }
    case 'longText':
      return { widget: 'text' }
    case 'picture':
      return { widget: 'image', choose_url: false }
    case 'text':
    case 'id':
    case 'string':
      return { widget: 'string' }
    case undefined:
      break
  }
  const inner = unwrapped(schema) as Schema
  if (inner.type === 'picklist') return { widget: 'select', options: inner.options! }
  if (inner.type === 'boolean') return { widget: 'boolean', default: false }
  if (inner.type === 'array' && (inner.item as Schema).type === 'picklist') return { widget: 'select', multiple: true, options: (inner.item as Schema).options! }
  throw new Error(`The editor has no widget for a schema of type ${inner.type}: add one in scripts/admin/editorConfig.ts`)
}

/** The editor's fields of an object schema, in the schema's order. */
export function editorFields(schema: AnySchema): EditorField[] {
  const entries = unwrapped(schema).entries
  if (!entries) throw new Error('An editor form needs an object schema')
  return Object.entries(entries).map(([name, field]): EditorField => {
    const metadata = metadataOf(field)
    const inner = unwrapped(field) as Schema
    const common = { name, label: metadata ? words(metadata.label) : name, ...(metadata?.label.hint ? { hint: metadata.label.hint } : {}), ...(field.type === 'optional' ? { required: false } : {}) }
    if (inner.entries) return { ...common, widget: 'object', fields: editorFields(inner) }
    if (inner.type === 'array' && (inner.item as Schema).entries) {
      const entry = metadata?.entry
      return { ...common, widget: 'list', ...(entry ? { label_singular: words(entry.label), summary: entry.summary } : {}), collapsed: true, fields: editorFields(inner.item!) }
    }
    return { ...common, ...widgetOf(field as Schema) }
  })
}

export interface EditorBackend {
  /** The repository the editor commits to, "owner/name" (ADMIN_REPO). */
  repo: string
  /** The small authentication Worker GitHub needs for an editor in the browser (ADMIN_AUTH_URL). */
  authUrl?: string
  branch?: string
}

/** The whole configuration: where the files are, how they are saved, and every file's form. */
export function editorConfig(backend: EditorBackend, local?: { proxyUrl: string }) {
  return {
    backend: { name: 'github', repo: backend.repo, branch: backend.branch ?? 'main', ...(backend.authUrl ? { base_url: backend.authUrl } : {}), commit_messages: { update: 'Content: {{slug}} edited in the editor' } },
    // On the owner's laptop (npm run admin), the editor writes the checkout through decap-server instead.
    local_backend: local ? { url: local.proxyUrl } : true,
    locale: 'en',
    media_folder: `src/content/${photosFolder}`,
    public_folder: photosFolder,
    site_url: '/',
    collections: [
      {
        name: 'facts',
        label: 'The restaurant / Restorāns',
        editor: { preview: false },
        files: Object.entries(contentFiles).map(([name, file]) => ({
          name,
          label: words(file.label),
          file: `${dataFolder}/${file.file}`,
          format: 'json',
          fields: editorFields(file.schema as AnySchema),
        })),
      },
    ],
  }
}
