import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, join, resolve } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

// scripts/checks/catalogs.ts in a checkout of its own: the project's Lingui configuration and
// packages, seven one-message catalogs, and a stand-in for Lingui's extraction that does what the
// test needs (changes the catalogs, then fails or succeeds).
const node = resolve('node_modules/.bin/node')
const locales = ['lv', 'es', 'en', 'ru', 'de', 'et', 'fi']
// Whole folders: the configuration reaches into src/ for the languages and the data files' extractor.
const files = ['scripts', 'src', 'lingui.config.ts']
const header = (locale: string) =>
  [
    'msgid ""',
    'msgstr ""',
    '"Project-Id-Version: Amigo website\\n"',
    '"PO-Revision-Date: 2026-11-20 08:00+0000\\n"',
    '"Last-Translator: Amigo translators\\n"',
    '"Language-Team: Amigo translators\\n"',
    '"MIME-Version: 1.0\\n"',
    '"Content-Type: text/plain; charset=utf-8\\n"',
    '"Content-Transfer-Encoding: 8bit\\n"',
    `"Language: ${locale}\\n"`,
  ].join('\n')
const catalog = (locale: string, entry: string) => `${header(locale)}\n\n${entry}\n`
const hello = (translation: string) => `msgid "Hello"\nmsgstr "${translation}"`
const checkouts: string[] = []

function checkout(extraction: string) {
  const root = mkdtempSync(join(tmpdir(), 'amigo-catalogs-'))
  checkouts.push(root)
  for (const file of files) cpSync(file, join(root, file), { recursive: true })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  for (const locale of locales) {
    mkdirSync(join(root, 'locales', locale), { recursive: true })
    writeFileSync(join(root, 'locales', locale, 'messages.po'), catalog(locale, hello(locale === 'en' ? 'Hello' : `Hello in ${locale}`)))
  }
  // The stand-in is the `lingui` command, first on PATH, where npm puts the package's own.
  mkdirSync(join(root, 'stand-in'))
  writeFileSync(join(root, 'stand-in/lingui'), `#!${node}\n${extraction}`, { mode: 0o755 })
  return root
}

const catalogsOf = (root: string) => locales.map((locale) => readFileSync(join(root, 'locales', locale, 'messages.po'), 'utf8'))

function check(root: string) {
  const path = [join(root, 'stand-in'), process.env.PATH].join(delimiter)
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

// Each test copies the project and runs the catalog tools (Lingui, msgfmt) in it: up to 1.3 s on a
// quiet machine, past Vitest's 5 s with the CPU shared, hence a bound of their own.
describe('the catalog check', { timeout: 30_000 }, () => {
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
    expect(output).toContain('locales/lv/messages.po is not as extraction writes it: new English texts to translate: "Half-written". Run npm run i18n:extract')
    expect(status).toBe(1)
    expect(catalogsOf(root)).toEqual(before)
  })

  it('names a translation edited by hand since the last commit, and says extraction re-stamps it', () => {
    // Extraction stamps the file anew, as Lingui does after an edit (scripts/i18n/catalogFormat.ts).
    const root = checkout(`require('node:fs').writeFileSync('locales/fi/messages.po', require('node:fs').readFileSync('locales/fi/messages.po', 'utf8').replace(/PO-Revision-Date: [^\\\\]*/, 'PO-Revision-Date: 2026-12-07 17:00+0000'))`)
    const git = (...args: string[]) => spawnSync('git', args, { cwd: root, encoding: 'utf8' })
    git('init', '-q')
    git('add', 'locales')
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.org', 'commit', '-qm', 'catalogs')
    writeFileSync(join(root, 'locales', 'fi', 'messages.po'), catalog('fi', hello('Hei')))
    const { status, output } = check(root)
    expect(output).toContain('locales/fi/messages.po is not as extraction writes it: translations edited since the last commit: "Hello". Run npm run i18n:extract')
    expect(output).not.toContain('new English texts')
    expect(status).toBe(1)
  })

  it('says when only the layout differs, as after an editor’s save', () => {
    const root = checkout(`require('node:fs').writeFileSync('locales/et/messages.po', require('node:fs').readFileSync('locales/et/messages.po', 'utf8') + '\\n')`)
    const { output } = check(root)
    expect(output).toContain('locales/et/messages.po is not as extraction writes it: only its layout or header differs (a save from Poedit or Weblate rewraps lines)')
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
    writeFileSync(join(root, 'locales', 'de', 'messages.po'), catalog('de', hello('')))
    const { status, output } = check(root)
    expect(output).toContain('de: 1 untranslated: "Hello"')
    expect(status).toBe(1)
  })

  it('fails on a fuzzy entry, read through the project’s catalog format', () => {
    const root = checkout('')
    writeFileSync(join(root, 'locales', 'fi', 'messages.po'), catalog('fi', `#, fuzzy\n#| msgid "Hi"\n${hello('Hei')}`))
    const { status, output } = check(root)
    expect(output).toContain('fi: 1 fuzzy: review the suggestion, then remove the fuzzy mark: "Hello"')
    expect(status).toBe(1)
  })

  it('fails on a translation that does not compile', () => {
    const root = checkout('')
    writeFileSync(join(root, 'locales', 'ru', 'messages.po'), catalog('ru', hello('Привет, {name')))
    const { status, output } = check(root)
    expect(output).toContain('ru: 1 does not compile (ICU syntax): "Hello"')
    expect(status).toBe(1)
  })

  it('fails when GNU gettext’s msgfmt --check rejects a catalog', () => {
    const root = checkout('')
    writeFileSync(join(root, 'locales', 'et', 'messages.po'), catalog('et', hello('Tere\\n')))
    const { status, output } = check(root)
    expect(output).toContain("locales/et/messages.po: msgfmt --check says:")
    expect(output).toContain("'msgid' and 'msgstr' entries do not both end with '\\n'")
    expect(status).toBe(1)
  })
})
