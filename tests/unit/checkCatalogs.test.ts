import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// scripts/checks/catalogs.ts in a checkout of its own, where Lingui's extraction is a stand-in that
// does what the test needs: changes the catalogs, then fails or succeeds.
const node = resolve('node_modules/.bin/node')
const locales = ['lv', 'es', 'en', 'ru', 'de', 'et', 'fi']
const catalog = (translation: string) => `msgid ""\nmsgstr ""\n"Language: xx\\n"\n\nmsgid "Hello"\nmsgstr "${translation}"\n`
const checkouts: string[] = []

function checkout(extraction: string) {
  const root = mkdtempSync(join(tmpdir(), 'amigo-catalogs-'))
  checkouts.push(root)
  mkdirSync(join(root, 'scripts/checks'), { recursive: true })
  copyFileSync('scripts/checks/catalogs.ts', join(root, 'scripts/checks/catalogs.ts'))
  // The script imports the list of languages from their single source, by a path relative to itself.
  mkdirSync(join(root, 'src/i18n'), { recursive: true })
  copyFileSync('src/i18n/languages.ts', join(root, 'src/i18n/languages.ts'))
  for (const locale of locales) {
    mkdirSync(join(root, 'locales', locale), { recursive: true })
    writeFileSync(join(root, 'locales', locale, 'messages.po'), catalog(locale === 'en' ? 'Hello' : `Hello in ${locale}`))
  }
  // The stand-in is the `lingui` command, first on PATH as npm puts a package's own bin there.
  mkdirSync(join(root, 'node_modules/.bin'), { recursive: true })
  writeFileSync(join(root, 'node_modules/.bin/lingui'), `#!${node}\n${extraction}`, { mode: 0o755 })
  return root
}

const catalogsOf = (root: string) => locales.map((locale) => readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8'))

function check(root: string) {
  const path = `${join(root, 'node_modules/.bin')}${delimiter}${process.env.PATH}`
  const { status, stdout, stderr } = spawnSync(node, ['scripts/checks/catalogs.ts'], { cwd: root, encoding: 'utf8', env: { ...process.env, PATH: path } })
  return { status, output: stdout + stderr }
}

/** Stand-in extraction: rewrites two catalogs, then exits with this status. */
const extractionThat = (status: number) => `
  const { appendFileSync } = require('node:fs')
  appendFileSync('locales/lv/messages.po', '\\nmsgid "Half-written"\\nmsgstr ""\\n')
  appendFileSync('locales/en/messages.po', '\\nmsgid "Half-written"\\nmsgstr ""\\n')
  if (${status}) { console.error('extraction broke'); process.exit(${status}) }
`

afterEach(() => {
  for (const root of checkouts.splice(0)) rmSync(root, { recursive: true, force: true })
})

describe('the catalog check', () => {
  it('passes, and leaves the catalogs alone, when extraction changes nothing', () => {
    const root = checkout('')
    const before = catalogsOf(root)
    const { status, output } = check(root)
    expect(output).toContain('Catalogs in sync')
    expect(status).toBe(0)
    expect(catalogsOf(root)).toEqual(before)
  })

  it('fails when extraction changes a catalog, and puts the catalogs back', () => {
    const root = checkout(extractionThat(0))
    const before = catalogsOf(root)
    const { status, output } = check(root)
    expect(output).toContain('locales/lv/messages.po changed on extraction')
    expect(status).toBe(1)
    expect(catalogsOf(root)).toEqual(before)
  })

  it('fails when extraction fails halfway, and puts the catalogs back', () => {
    const root = checkout(extractionThat(2))
    const before = catalogsOf(root)
    const { status, output } = check(root)
    expect(output).toContain('extraction broke')
    expect(status).toBe(1)
    expect(catalogsOf(root)).toEqual(before)
  })

  it('fails when a language leaves a message untranslated', () => {
    const root = checkout('')
    writeFileSync(join(root, 'locales', 'de', 'messages.po'), catalog(''))
    const { status, output } = check(root)
    expect(output).toContain('de: 1 untranslated: Hello')
    expect(status).toBe(1)
  })
})
