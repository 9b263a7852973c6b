import { relative } from 'node:path'
import type { LinguiConfigNormalized } from '@lingui/conf'
import { createCompiledCatalog, getCatalogForFile, getCatalogs, getFailOnMissingBehavior } from '@lingui/cli/api'

type Translations = Record<string, string>

/**
 * A language's whole catalog, as @lingui/vite-plugin compiles it: the translations with the
 * configured fallbacks (English, then the id) already filled in, read once per language.
 */
export function catalogTranslations(config: LinguiConfigNormalized) {
  const byFile = new Map<string, Promise<{ locale: string; messages: Translations }>>()
  return (poFile: string) => {
    let translations = byFile.get(poFile)
    if (!translations) {
      translations = (async () => {
        const found = getCatalogForFile(relative(config.rootDir, poFile), await getCatalogs(config))
        if (!found) throw new Error(`${poFile} is none of the catalogs lingui.config.ts names`)
        const { messages } = await found.catalog.getTranslations(found.locale, {
          fallbackLocales: config.fallbackLocales,
          sourceLocale: config.sourceLocale,
          missingBehavior: getFailOnMissingBehavior(undefined),
        })
        return { locale: found.locale, messages }
      })()
      byFile.set(poFile, translations)
    }
    return translations
  }
}

/** An ES module exporting `messages`: the compiled translations of only the ids given. */
export function compileCatalogPart(locale: string, translations: Translations, ids: Iterable<string>): string {
  const part: Translations = {}
  for (const id of ids) if (id in translations) part[id] = translations[id] as string
  const { source, errors } = createCompiledCatalog(locale, part, { namespace: 'es' })
  if (errors.length) throw new Error(`Catalog ${locale} has messages that do not compile: ${errors.map((error) => error.id).join(', ')}`)
  return source
}
