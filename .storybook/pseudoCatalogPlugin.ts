import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { getConfig } from '@lingui/conf'
import { getCatalogForFile, getCatalogs } from '@lingui/cli/api'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { sourceLanguage } from '../src/i18n/languages.ts'
import { pseudoText } from './pseudoText.ts'

const moduleId = 'virtual:pseudo-catalog'
const englishCatalog = `locales/${sourceLanguage}/messages.po`

/**
 * `virtual:pseudo-catalog`: the pseudo-locale's messages, derived from the English catalog each time
 * Storybook builds or serves its preview (`.storybook/main.ts` adds this plugin; the site's build has
 * none). Each message is compiled as Lingui compiles a catalog, its plain text through `pseudoText`:
 * placeholders, plurals and selects stay intact. No eighth catalog for anyone to keep.
 */
export function pseudoCatalogPlugin(): Plugin {
  return {
    name: 'amigo:pseudo-catalog',
    resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
    async load(id) {
      if (id !== `\0${moduleId}`) return undefined
      const config = getConfig()
      const found = getCatalogForFile(englishCatalog, await getCatalogs(config))
      if (!found) throw new Error(`${englishCatalog} is not one of lingui.config.ts's catalogs`)
      this.addWatchFile(resolve(config.rootDir, englishCatalog))
      const { messages } = await found.catalog.getTranslations(sourceLanguage, { sourceLocale: config.sourceLocale, fallbackLocales: config.fallbackLocales })
      const compiled = Object.fromEntries(Object.entries(messages).map(([messageId, message]) => [messageId, compileMessageOrThrow(message, pseudoText)]))
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))})`
    },
  }
}
