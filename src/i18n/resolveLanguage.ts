import { defaultLanguage, isLanguage, type Language } from './languages'

/** The `localStorage` key of the visitor's language (docs/architecture.md, "URL contract"). */
export const languageStorageKey = 'amigo-language'

interface LanguageSignals {
  /** What storage holds under `amigo-language`, or null. */
  stored: string | null
  /** `navigator.languages`, most preferred first. */
  browserLanguages: readonly string[]
}

/**
 * The language to show a visitor who arrived without one in the URL: the stored choice if valid,
 * else the first browser language whose primary subtag we speak, else Latvian.
 */
export function resolveLanguage({ stored, browserLanguages }: LanguageSignals): Language {
  if (isLanguage(stored)) return stored
  for (const tag of browserLanguages) {
    const primary = tag.split('-')[0]?.toLowerCase()
    if (isLanguage(primary)) return primary
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
    browserLanguages: navigator.languages?.length ? navigator.languages : [navigator.language],
  }
}
