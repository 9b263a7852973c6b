import { languageStorageKey } from '../siteConstants.ts'
import { defaultLanguage, isLanguage, type Language } from './languages'

/** The `localStorage` key of the visitor's language (docs/architecture.md, "URL contract"). */

interface LanguageSignals {
  /** What storage holds under `amigo-language`, or null. */
  stored: string | null
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[]
}

/**
 * The language a browser's tag names, if it is one of ours: `de-AT` and the POSIX form `de_AT` are
 * German. Browsers report what the system says, which need not be a valid tag ("C" under a bare
 * POSIX locale, "", "x-garbage"): such a value names none of ours, and nothing here throws on it.
 */
function ourLanguageIn(tag: unknown): Language | undefined {
  if (typeof tag !== 'string') return undefined
  const primary = tag.split(/[-_]/)[0]?.toLowerCase()
  return isLanguage(primary) ? primary : undefined
}

/**
 * The language to show a visitor who arrived without one in the URL: the stored choice if valid,
 * else the first browser language whose primary subtag we speak, else Latvian.
 */
export function resolveLanguage({ stored, browserLanguages }: LanguageSignals): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const language = ourLanguageIn(tag)
    if (language) return language
  }
  return defaultLanguage
}

/** Reads the stored choice; storage that is missing, blocked or throws reads as nothing. */
export function readStoredLanguage(storage: () => Storage | undefined): string | null {
  try {
    return storage()?.getItem(languageStorageKey) ?? null
  } catch {
    return null
  }
}

/** Remembers the language; a full or blocked storage only means it is not remembered. */
export function storeLanguage(storage: () => Storage | undefined, language: Language): void {
  try {
    storage()?.setItem(languageStorageKey, language)
  } catch {
    // Private modes and disabled cookies throw here; the page works without the memory.
  }
}

/** The browser's own signals, for code that runs in a page. */
export function browserLanguageSignals(): LanguageSignals {
  return {
    stored: readStoredLanguage(() => window.localStorage),
    // An empty list (some privacy modes) leaves the single language, which may be missing too.
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language ?? ''],
  }
}
