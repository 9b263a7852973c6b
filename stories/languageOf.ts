import { isLanguage, type Language } from '../src/i18n/languages'

/**
 * The site language a story is played in, from the toolbar's `language` global; English for
 * anything else (the pseudo-locale). Plays find texts through the content's and components' own
 * messages and formatters in this language, so they pass in every language.
 */
export const languageOf = (globals: Record<string, unknown>): Language => (isLanguage(globals.language) ? globals.language : 'en')
