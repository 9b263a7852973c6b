import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { editorBackend, writeAdmin } from '../../scripts/admin/writeAdmin'
import { contentFiles } from '../../src/content/schema/contentFiles'
import { unwrapped, type AnySchema } from '../../src/content/schema/schemaWalk'

// The editor at /admin offers every field the build accepts, and no other: read from the
// configuration the build writes beside it, against the schema that checks the files.

interface ConfigField {
  name: string
  widget: string
  fields?: ConfigField[]
}

const folder = mkdtempSync(join(tmpdir(), 'amigo-editor-config-'))
afterAll(() => rmSync(folder, { recursive: true, force: true }))
const config = JSON.parse(readFileSync(join(await writeAdmin(folder, editorBackend({})), 'config.yml'), 'utf8')) as {
  collections: { files: { name: string; file: string; fields: ConfigField[] }[] }[]
}

/** Every field of a schema as a path: "exceptions[].opens". */
function schemaPaths(schema: AnySchema, prefix = ''): string[] {
  return Object.entries(unwrapped(schema).entries ?? {}).flatMap(([name, field]) => {
    const inner = unwrapped(field)
    const path = `${prefix}${name}`
    if (inner.entries) return [path, ...schemaPaths(inner, `${path}.`)]
    if (inner.item && unwrapped(inner.item).entries) return [path, ...schemaPaths(inner.item, `${path}[].`)]
    return [path]
  })
}

/** Every field of the editor's form as a path, the same way. */
function configPaths(fields: readonly ConfigField[], prefix = ''): string[] {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`
    if (!field.fields) return [path]
    return [path, ...configPaths(field.fields, field.widget === 'list' ? `${path}[].` : `${path}.`)]
  })
}

describe('the editor’s configuration', () => {
  const files = config.collections.flatMap((collection) => collection.files)

  it('has a form for each of the owner’s data files, and for nothing else', () => {
    expect(files.map((file) => file.file).toSorted()).toEqual(Object.values(contentFiles).map((file) => `src/content/data/${file.file}`).toSorted())
  })

  for (const [name, file] of Object.entries(contentFiles)) {
    it(`offers every field of ${file.file} the schema knows, and no other`, () => {
      const form = files.find((candidate) => candidate.name === name)!
      expect(configPaths(form.fields)).toEqual(schemaPaths(file.schema as AnySchema))
      expect(schemaPaths(file.schema as AnySchema).length).toBeGreaterThan(0)
    })
  }
})
