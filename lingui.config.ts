import { defineConfig, type CatalogFormatter } from '@lingui/conf'
import { formatter, parsePoFile } from '@lingui/format-po'
import { languages, sourceLanguage } from './src/i18n/languages'

/** Who translates each catalog: its Language-Team and, until a translator's tool signs it, Last-Translator. */
const teams: Record<string, string> = {
  lv: 'Amigo Latvian translators',
  es: 'Amigo Spanish (Mexico) translators',
  en: 'Amigo English writers',
  ru: 'Amigo Russian translators',
  de: 'Amigo German translators',
  et: 'Amigo Estonian translators',
  fi: 'Amigo Finnish translators',
}

/** A PO header date, "2026-11-22 05:43+0000", in UTC. */
function poDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')}+0000`
}

/**
 * The PO formatter, plus the header fields translation tools show and `msgfmt --check` asks for.
 * They are filled only where a catalog lacks them; once there, they are the translators' own:
 * their tools update PO-Revision-Date and Last-Translator on saving, and extraction keeps whatever
 * the file says (the formatter carries existing headers over). Nothing here reads the clock for an
 * existing catalog, so `npm run i18n:check` sees the same header on every extraction.
 */
function poWithHeaders(): CatalogFormatter {
  const options = { lineNumbers: false }
  return {
    ...formatter(options),
    serialize(catalog, ctx) {
      const existing = ctx.existing ? parsePoFile(ctx.existing).headers : {}
      // A new catalog is created now: both dates get the same value, so the next extraction agrees.
      const created = existing['POT-Creation-Date'] ?? poDate(new Date())
      const team = (ctx.locale && teams[ctx.locale]) || 'Amigo translators'
      const wanted: Record<string, string> = {
        'POT-Creation-Date': created,
        'Project-Id-Version': 'Amigo website',
        // A catalog that was never revised was last revised when it was created.
        'PO-Revision-Date': created,
        'Last-Translator': team,
        'Language-Team': team,
      }
      const missing = Object.fromEntries(Object.entries(wanted).filter(([name]) => !existing[name]))
      return formatter({ ...options, customHeaderAttributes: missing }).serialize(catalog, ctx)
    },
  }
}

export default defineConfig({
  sourceLocale: sourceLanguage,
  locales: [...languages],
  // A message missing in a catalog shows the English text, then its id (docs/architecture.md, "URL contract").
  fallbackLocales: { default: sourceLanguage },
  catalogs: [{ path: '<rootDir>/locales/{locale}/messages', include: ['src'] }],
  format: poWithHeaders(),
})
