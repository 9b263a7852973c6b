import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { delimiter, dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCatalogs } from '@lingui/cli/api'
import { makeConfig } from '@lingui/conf'
import { parsePoFile } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import projectConfig from '../../lingui.config'
import { languages, sourceLanguage } from '../../src/i18n/languages'
import { textRoles } from '../../src/content/schema/textRoles'

// The translator's promise, end to end: in a copy of the project, one English text of the menu is
// edited in the owner's data file (as the editor at /admin writes it) and `npm run i18n:extract` runs (Lingui's own command, on the real catalogs).
const dish = 'src/content/data/menu.json'
/** The text's role, which the catalogs keep as its context (src/content/schema/textRoles.ts). */
const role = textRoles.itemMadeWith
const before = 'Mezcal, lime, agave, chile salt.'
const after = 'Mezcal, lime, agave syrup, chile salt.'
const node = resolve('node_modules/.bin/node')
// A fixed clock for the extraction (the reproducible-builds convention the catalog format reads).
const stampedAt = { epoch: String(Date.UTC(2026, 10, 18, 13, 46) / 1000), header: '2026-11-18 13:46+0000' }

const targets = languages.filter((language) => language !== sourceLanguage)
const catalogText = (root: string, language: string) => readFileSync(join(root, 'locales', language, 'messages.po'), 'utf8')
const entry = (text: string, msgid: string) => parsePoFile(text).items.find((item) => item.msgid === msgid && !item.obsolete)
const header = (text: string, name: string) => parsePoFile(text).headers[name]

let root: string

function run(command: string, args: string[]) {
  // A clean environment: Vitest's own settings would reach Lingui's extraction workers otherwise.
  const env = { HOME: process.env.HOME, PATH: [dirname(node), process.env.PATH].join(delimiter), SOURCE_DATE_EPOCH: stampedAt.epoch }
  return spawnSync(command, args, { cwd: root, encoding: 'utf8', env })
}
/** `npm run i18n:extract`, which fails the test with Lingui's own words. */
function extract() {
  const { status, stderr } = run(join(dirname(node), 'lingui'), ['extract', '--clean'])
  if (status !== 0) throw new Error(`Extraction failed: ${stderr}`)
}

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'amigo-kept-'))
  for (const path of ['src', 'locales', 'scripts/i18n', 'scripts/checks', 'lingui.config.ts']) cpSync(path, join(root, path), { recursive: true })
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

// Each test runs the catalog tools on a copy of the project: one took 4,979 ms of Vitest's 5 s on
// a quiet machine, hence a bound of their own.
describe('an English text edited in the owner’s data file', { timeout: 60_000 }, () => {
  const old: Record<string, string> = {}

  beforeAll(() => {
    for (const language of targets) old[language] = entry(catalogText('.', language), before)!.msgstr[0]!
    const source = readFileSync(join(root, dish), 'utf8')
    if (!source.includes(`"${before}"`)) throw new Error(`${dish} no longer says "${before}": pick another text for this test`)
    writeFileSync(join(root, dish), source.replace(`"${before}"`, `"${after}"`))
    extract()
  }, 60_000)

  it('keeps the six translations of the old text as fuzzy suggestions with the previous English', () => {
    const kept = targets.map((language) => {
      const item = entry(catalogText(root, language), after)
      return [language, item?.flags.fuzzy, item?.msgstr[0]]
    })
    expect(kept).toEqual(targets.map((language) => [language, true, old[language]]))
    for (const language of targets) {
      expect(catalogText(root, language)).toContain(`#, fuzzy\n#| msgctxt "${role}"\n#| msgid "${before}"\nmsgctxt "${role}"\nmsgid "${after}"\nmsgstr "${old[language]}"`)
      expect(entry(catalogText(root, language), before)).toBeUndefined()
    }
  })

  it('puts the new English in the English catalog, and stamps each catalog’s PO-Revision-Date', () => {
    expect(entry(catalogText(root, 'en'), after)?.msgstr).toEqual([after])
    for (const language of languages) expect([language, header(catalogText(root, language), 'PO-Revision-Date')]).toEqual([language, stampedAt.header])
  })

  it('shows the English text on every page until a translator removes the fuzzy mark', async () => {
    const config = makeConfig({ ...projectConfig, rootDir: root }, { skipValidation: true })
    const [catalog] = await getCatalogs(config)
    for (const language of targets) {
      const { messages } = await catalog!.getTranslations(language, { sourceLocale: config.sourceLocale, fallbackLocales: config.fallbackLocales })
      expect([language, messages[generateMessageId(after, role)]]).toEqual([language, after])
    }
  })

  it('fails npm run i18n:check while a fuzzy entry is left', () => {
    const { status, stdout, stderr } = run(node, ['scripts/checks/catalogs.ts'])
    expect(status).toBe(1)
    for (const language of targets) expect(stdout + stderr).toContain(`${language}: 1 fuzzy: review the suggestion, then remove the fuzzy mark: "${after}"`)
  }, 60_000)

  it('changes nothing more when extraction runs again', () => {
    const first = languages.map((language) => catalogText(root, language))
    extract()
    expect(languages.map((language) => catalogText(root, language))).toEqual(first)
  }, 60_000)
})
