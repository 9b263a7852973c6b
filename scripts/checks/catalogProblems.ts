import type { CatalogType } from '@lingui/conf'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { FuzzySuggestion } from '../i18n/catalogFormat.ts'

/** Lingui's compiled message: text, `[name]`, `[name, format]` or `[name, plural | select…, cases]`. */
type Token = string | [name: string, type?: string, cases?: Record<string, unknown>]

/** The numbers a count on this site takes: the plural categories a language needs are those they fall in. */
const counts = Array.from({ length: 1001 }, (_, n) => n)
const categoryOrder = ['zero', 'one', 'two', 'few', 'many', 'other']

export interface CatalogLanguage {
  /** The catalog's language code, as the problems name it. */
  code: string
  /** Its BCP 47 tag, for CLDR's plural rules. */
  intlLocale: string
  /** The source catalog (English) is checked too, but holds its own text and no translation. */
  isSource: boolean
}

/**
 * What a catalog must not ship: a fuzzy entry left to review, an empty translation, a placeholder
 * of the English text lost or renamed, a message that Lingui cannot compile (`lingui compile
 * --strict` fails on the same), a plural without the forms the language needs or with forms it
 * does not have, a plural form that drops the number every English form shows, and a select whose
 * keys are not the English ones. `english` is the source catalog.
 */
export function catalogProblems(catalog: CatalogType, english: CatalogType, language: CatalogLanguage): string[] {
  const { code: locale, intlLocale, isSource } = language
  const found: Record<string, string[]> = {}
  const report = (kind: string, label: string) => (found[kind] ??= []).push(label)
  const rules = { cardinal: new Intl.PluralRules(intlLocale), ordinal: new Intl.PluralRules(intlLocale, { type: 'ordinal' }) }
  const needed = (type: 'cardinal' | 'ordinal') => categoryOrder.filter((category) => counts.some((n) => rules[type].select(n) === category))
  for (const [id, message] of Object.entries(catalog)) {
    if (message.obsolete) continue
    const source = english[id]?.translation || message.message || id
    const label = `"${source.length > 60 ? `${source.slice(0, 57)}…` : source}"`
    if ((message.extra as { fuzzy?: FuzzySuggestion } | undefined)?.fuzzy) {
      report('fuzzy: review the suggestion, then remove the fuzzy mark', label)
      continue
    }
    const translation = isSource ? message.translation || source : message.translation
    if (!translation) {
      report('untranslated', label)
      continue
    }
    let tokens: Token[]
    try {
      tokens = compileMessageOrThrow(translation) as Token[]
    } catch (error) {
      report('does not compile (ICU syntax)', `${label}: ${(error as Error).message.split('\n')[0]}`)
      continue
    }
    const lost = difference(placeholderNames(compileOrEmpty(source)), placeholderNames(tokens))
    const unknown = difference(placeholderNames(tokens), placeholderNames(compileOrEmpty(source)))
    if (lost.length || unknown.length) report('placeholders differ from the English', `${label}: ${[...lost.map((name) => `{${name}} missing`), ...unknown.map((name) => `{${name}} unknown`)].join(', ')}`)
    const englishChoices = choices(compileOrEmpty(source))
    for (const [type, cases, name] of choices(tokens)) {
      const keys = Object.keys(cases).filter((key) => key !== 'offset' && !/^\d+$/.test(key))
      if (!keys.includes('other')) report('a plural or select without "other"', label)
      const counterpart = englishChoices.find(([englishType, , englishName]) => englishType === type && englishName === name)
      if (type === 'select') {
        // A misspelt key is never chosen: its day would read as `other` ("opens at 17:00", as if today).
        const englishKeys = Object.keys(counterpart?.[1] ?? {}).filter((key) => key !== 'offset')
        const missing = englishKeys.filter((key) => !keys.includes(key))
        const foreign = keys.filter((key) => !englishKeys.includes(key))
        if (counterpart && (missing.length || foreign.length)) report('select keys differ from the English', `${label}: ${[...missing.map((key) => `${key} missing`), ...foreign.map((key) => `${key} unknown`)].join(', ')}`)
        continue
      }
      const categories = type === 'plural' ? 'cardinal' : 'ordinal'
      const allowed = new Set(rules[categories].resolvedOptions().pluralCategories)
      const missing = needed(categories).filter((category) => !keys.includes(category))
      const foreign = keys.filter((key) => !allowed.has(key as Intl.LDMLPluralRule))
      if (missing.length || foreign.length) report(`plural forms wrong for ${locale}`, `${label}: ${[...missing.map((key) => `needs ${key}`), ...foreign.map((key) => `has no ${key}`)].join(', ')}`)
      // Where every English form shows the count, every translated form does too (as # or {name}).
      const englishShowsCount = counterpart && forms(counterpart[1]).every(([, branch]) => showsCount(branch, name))
      const withoutCount = forms(cases).filter(([, branch]) => !showsCount(branch, name)).map(([key]) => key)
      if (englishShowsCount && withoutCount.length) report('a plural form without its number (#)', `${label}: ${withoutCount.join(', ')}`)
    }
  }
  return Object.entries(found).map(([kind, labels]) => `${locale}: ${labels.length} ${kind}: ${labels.slice(0, 5).join(' | ')}${labels.length > 5 ? ' | …' : ''}`)
}

function compileOrEmpty(message: string): Token[] {
  try {
    return compileMessageOrThrow(message) as Token[]
  } catch {
    return []
  }
}

/** Every argument of a compiled message, at any depth (`{count}` inside a plural too). */
function placeholderNames(tokens: Token[]): Set<string> {
  const names = new Set<string>()
  const visit = (list: unknown[]) => {
    for (const token of list) {
      if (!Array.isArray(token)) continue
      names.add(token[0] as string)
      const cases = token[2]
      if (cases && typeof cases === 'object') for (const branch of Object.values(cases)) if (Array.isArray(branch)) visit(branch)
    }
  }
  visit(tokens)
  return names
}

/** A plural's forms by category, without its offset and exact-number forms (`=0`). */
const forms = (cases: Record<string, unknown>) => Object.entries(cases).filter(([key]) => key !== 'offset' && !/^\d+$/.test(key))

type Choice = [type: string, cases: Record<string, unknown>, name: string]

/** Every plural, selectordinal and select of a compiled message, at any depth, with its cases and the argument it chooses by. */
function choices(tokens: Token[]): Choice[] {
  return tokens.flatMap((token) => {
    if (!Array.isArray(token) || !token[2] || typeof token[2] !== 'object') return []
    const nested = Object.values(token[2]).flatMap((branch) => (Array.isArray(branch) ? choices(branch as Token[]) : []))
    return [[token[1]!, token[2], token[0]] as Choice, ...nested]
  })
}

/** Whether a plural's form writes its number: `#`, or the counted argument by name, at any depth. */
function showsCount(branch: unknown, name: string): boolean {
  if (!Array.isArray(branch)) return false
  return branch.some((token) => token === '#' || (Array.isArray(token) && (token[0] === name || (token[2] !== undefined && typeof token[2] === 'object' && Object.values(token[2] as object).some((inner) => showsCount(inner, name))))))
}

const difference = (a: Set<string>, b: Set<string>) => [...a].filter((name) => !b.has(name)).toSorted()
