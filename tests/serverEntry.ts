import { setupI18n, type I18n } from '@lingui/core'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { importServerEntry } from '../scripts/site/serverEntry.ts'
import { languages, type Language } from '../src/i18n/languages'

// The built server renderer, as every test runner reads the site's content: as plain data
// (src/content/siteData.ts), with each language's compiled catalog and the functions that write the
// site's texts. The runners cannot load the content modules themselves (Lingui's macros); the test
// command builds first.

export const serverEntry = await importServerEntry()

export const { siteData } = serverEntry

/** Each language's messages as the built site renders them. */
export const i18nOf = Object.fromEntries(
  await Promise.all(languages.map(async (language) => [language, setupI18n({ locale: language, messages: { [language]: await serverEntry.wholeCatalog(language) } })] as const)),
) as Record<Language, I18n>

/** A message as the page shows it in `language`: its English source text (and its context, for a text of the owner's files), filled with its values. */
export const message = (language: Language, english: string, values?: Record<string, unknown>, context?: string): string => i18nOf[language]._(generateMessageId(english, context), values)
