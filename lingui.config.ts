import { defineConfig } from '@lingui/conf'
import { languages, sourceLanguage, type Language } from './src/i18n/languages'
import { createBabelExtractor } from '@lingui/cli/api/extractors/babel'
import { catalogFormat, now, poDate } from './scripts/i18n/catalogFormat.ts'
import { dataExtractor } from './scripts/i18n/dataExtractor.ts'

/** Who translates each catalog: its Language-Team and, until a translator's tool signs it, Last-Translator. */
const teams: Record<Language, string> = {
  lv: 'Amigo Latvian translators',
  es: 'Amigo Spanish (Mexico) translators',
  en: 'Amigo English writers',
  ru: 'Amigo Russian translators',
  de: 'Amigo German translators',
  et: 'Amigo Estonian translators',
  fi: 'Amigo Finnish translators',
}

/**
 * gettext's plural rule of each language, for the tools that read the header (Poedit, Weblate,
 * msgfmt). The site's plurals are ICU messages with CLDR's categories; these number the same forms
 * in CLDR's order, as tests/unit/catalogHeaders.test.ts checks against the runtime's CLDR data.
 */
export const pluralForms: Record<Language, string> = {
  lv: 'nplurals=3; plural=(n%10==0 || n%100>=11 && n%100<=19) ? 0 : (n%10==1 && n%100!=11) ? 1 : 2;',
  es: 'nplurals=2; plural=(n != 1);',
  en: 'nplurals=2; plural=(n != 1);',
  ru: 'nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);',
  de: 'nplurals=2; plural=(n != 1);',
  et: 'nplurals=2; plural=(n != 1);',
  fi: 'nplurals=2; plural=(n != 1);',
}

const teamOf = (locale: string) => teams[locale as Language] ?? 'Amigo translators'

export default defineConfig({
  sourceLocale: sourceLanguage,
  locales: [...languages],
  // A message missing in a catalog shows the English text, then its id (docs/architecture.md, "URL contract").
  fallbackLocales: { default: sourceLanguage },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  // The code's messages, and the texts of the owner's data files (src/content/data/).
  extractors: [createBabelExtractor(), dataExtractor],
  // gettext's fuzzy workflow and headers on top of Lingui's PO format (docs/decisions/0031-translations-never-lost.md).
  format: catalogFormat({
    decided: (locale) => ({ Language: locale, 'Plural-Forms': pluralForms[locale as Language] ?? '' }),
    defaults: (locale) => ({
      'Project-Id-Version': 'Amigo website',
      'POT-Creation-Date': poDate(now()),
      'Last-Translator': teamOf(locale),
      'Language-Team': teamOf(locale),
    }),
  }),
})
