/** The seven languages of the site, in the order the language picker lists them. */
export const languages = ['lv', 'es', 'en', 'ru', 'de', 'et', 'fi'] as const

export type Language = (typeof languages)[number]

/** Latvian is the house language: the answer when nothing else decides. */
export const defaultLanguage: Language = 'lv'

/** The language the messages are written in. */
export const sourceLanguage: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

interface LanguageInfo {
  /** The language's own name for itself, never translated. */
  nativeName: string
  /** Open Graph locale, from the specification's list, except English: British (docs/decisions/0034-british-english.md). */
  ogLocale: string
  /** BCP 47 tag handed to `Intl` formatters and react-aria. */
  intlLocale: string
  /** The locale whose strings react-aria ships for this language (it has no es-MX and no en-GB). */
  reactAriaLocale: string
  /**
   * What stands between hours and minutes: "17:00", Finnish "17.00". A table rather than
   * Intl.DateTimeFormat: the prerendered page (Node's ICU) and the browser (its own ICU, whichever
   * version and vendor) must write the same text, or hydration changes it; a fixed character cannot
   * drift. The unit tests check it against Node's CLDR data.
   */
  timeSeparator: ':' | '.'
}

export const languageInfo: Record<Language, LanguageInfo> = {
  lv: { nativeName: 'Latviešu', ogLocale: 'lv_LV', intlLocale: 'lv-LV', reactAriaLocale: 'lv-LV', timeSeparator: ':' },
  es: { nativeName: 'Español', ogLocale: 'es_MX', intlLocale: 'es-MX', reactAriaLocale: 'es-ES', timeSeparator: ':' },
  en: { nativeName: 'English', ogLocale: 'en_GB', intlLocale: 'en-GB', reactAriaLocale: 'en-US', timeSeparator: ':' },
  ru: { nativeName: 'Русский', ogLocale: 'ru_RU', intlLocale: 'ru-RU', reactAriaLocale: 'ru-RU', timeSeparator: ':' },
  de: { nativeName: 'Deutsch', ogLocale: 'de_DE', intlLocale: 'de-DE', reactAriaLocale: 'de-DE', timeSeparator: ':' },
  et: { nativeName: 'Eesti', ogLocale: 'et_EE', intlLocale: 'et-EE', reactAriaLocale: 'et-EE', timeSeparator: ':' },
  fi: { nativeName: 'Suomi', ogLocale: 'fi_FI', intlLocale: 'fi-FI', reactAriaLocale: 'fi-FI', timeSeparator: '.' },
}
