// The catalogs' check (`npm run i18n:check`, a step of `npm test`): extraction must leave the catalogs
// unchanged (every message of the code is in them, nothing stale, PO-Revision-Date stamped), no
// language may ship a fuzzy entry, an empty translation, a lost placeholder or a message that does not
// compile (catalogProblems.ts), and GNU gettext's `msgfmt --check` must accept every file.
import { execFileSync, spawnSync, type SpawnSyncReturns } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import type { CatalogType } from '@lingui/conf'
// The seven languages are written once, in src/i18n/languages.ts.
import { languageInfo, languages as locales, sourceLanguage as sourceLocale, type Language } from '../../src/i18n/languages.ts'
import { catalogProblems } from './catalogProblems.ts'
import { parseCatalog } from '../i18n/catalogFormat.ts'

type Catalogs = Record<Language, string>

const active = (catalog: CatalogType) => Object.keys(catalog).filter((id) => !catalog[id]!.obsolete)
/** What an entry says in the file: its translation, and a fuzzy one's suggestion. */
const shown = (message: CatalogType[string] | undefined) => `${message?.translation ?? ''}\u0000${(message?.extra as { fuzzy?: { translation: string } } | undefined)?.fuzzy?.translation ?? ''}`
const quoted = (ids: string[], catalog: CatalogType) => ids.map((id) => `"${catalog[id]?.message || id}"`).join(', ')

/**
 * Why a catalog is not as extraction writes it, in the words of whoever changed it: new English texts
 * (a developer), translations edited since the last commit, by hand or in Poedit or Weblate (a
 * translator: extraction re-stamps PO-Revision-Date), or only the file's layout (an editor's save
 * rewraps lines). Each case is mended the same way, by running extraction and committing its result.
 */
function notAsExtracted(locale: Language, now: string, extracted: string): string {
  const current = parseCatalog(now)
  const fresh = parseCatalog(extracted)
  const added = active(fresh).filter((id) => !current[id] || current[id].obsolete)
  const committed = spawnSync('git', ['show', `HEAD:${catalogPath(locale)}`], { encoding: 'utf8' })
  const last = committed.status === 0 ? parseCatalog(committed.stdout) : {}
  const edited = committed.status === 0 ? active(current).filter((id) => last[id] && shown(last[id]) !== shown(current[id])) : []
  const why = [
    added.length && `new English texts to translate: ${quoted(added, fresh)}`,
    edited.length && `translations edited since the last commit: ${quoted(edited, current)}`,
  ].filter(Boolean)
  const cause = why.length ? why.join('; ') : 'only its layout or header differs (a save from Poedit or Weblate rewraps lines)'
  return `${catalogPath(locale)} is not as extraction writes it: ${cause}. Run npm run i18n:extract, which keeps every translation, re-stamps PO-Revision-Date and marks what needs translating; commit what it writes`
}

const catalogPath = (locale: Language) => `locales/${locale}/messages.po`
const read = () => Object.fromEntries(locales.map((locale) => [locale, readFileSync(catalogPath(locale), 'utf8')])) as Catalogs

const before = read()
let after: Catalogs | undefined
try {
  // Lingui's documented command, found on PATH: npm puts node_modules/.bin first for every script.
  execFileSync('lingui', ['extract', '--clean'], { stdio: 'pipe' })
  after = read()
} catch (caught) {
  // execFileSync's error carries what spawnSync returns, the child's stderr among it.
  const error = caught as Error & Partial<SpawnSyncReturns<Buffer>>
  console.error(`Extraction failed:\n${error.stderr?.toString() || error.message}`)
  process.exitCode = 1
} finally {
  // A check changes nothing, even when extraction fails halfway: put back the catalogs it changed.
  for (const locale of locales) {
    if (readFileSync(catalogPath(locale), 'utf8') !== before[locale]) writeFileSync(catalogPath(locale), before[locale])
  }
}
if (!after) process.exit()

const problems = locales.filter((locale) => before[locale] !== after[locale]).map((changed) => notAsExtracted(changed, before[changed], after![changed]))

// The catalogs as every consumer reads them: through lingui.config.ts's format, fuzzy entries apart.
const [catalog] = await getCatalogs(getConfig())
const english = (await catalog!.read(sourceLocale)) ?? {}
for (const locale of locales) {
  const language = { code: locale, intlLocale: languageInfo[locale].intlLocale, isSource: locale === sourceLocale }
  problems.push(...catalogProblems((await catalog!.read(locale)) ?? {}, english, language))
  const msgfmt = spawnSync('msgfmt', ['--check', '-o', '/dev/null', catalogPath(locale)], { encoding: 'utf8' })
  if (msgfmt.error) problems.push(`msgfmt is not installed: install GNU gettext (Debian: apt-get install gettext)`)
  // It prints nothing when all is well: a warning (a header field missing) fails too.
  else if (msgfmt.status !== 0 || msgfmt.stderr.trim()) problems.push(`${catalogPath(locale)}: msgfmt --check says:\n${msgfmt.stderr.trim()}`)
}

const messages = Object.keys(english).length
if (problems.length) {
  console.error([...new Set(problems)].join('\n'))
  process.exit(1)
}
console.log(`Catalogs in sync: ${messages} messages, translated in all ${locales.length - 1} other languages, none fuzzy; msgfmt --check passes`)
