// Catalog sync and completeness: extraction must leave the catalogs unchanged (every message in the
// code is in them, nothing stale), and no language may have an empty translation.
import { execFileSync, type SpawnSyncReturns } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
// The seven languages are written once, in src/i18n/languages.ts.
import { languages as locales, sourceLanguage as sourceLocale, type Language } from '../../src/i18n/languages.ts'

type Catalogs = Record<Language, string>

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

const problems = locales.filter((locale) => before[locale] !== after[locale]).map((changed) => `${catalogPath(changed)} changed on extraction: run npm run i18n:extract and translate what is new`)

for (const locale of locales.filter((candidate) => candidate !== sourceLocale)) {
  const entries = after[locale].split('\n\n').slice(1)
  const untranslated = entries.filter((entry) => entry.trimEnd().endsWith('\nmsgstr ""')).map((entry) => entry.match(/msgid "(.*)"/)?.[1])
  if (untranslated.length) problems.push(`${locale}: ${untranslated.length} untranslated: ${untranslated.slice(0, 5).join(' | ')}`)
}

const messages = after[sourceLocale].split('\n\n').length - 1
if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`Catalogs in sync: ${messages} messages, translated in all ${locales.length - 1} other languages`)
