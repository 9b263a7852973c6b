/// <reference path="./pseudoCatalog.d.ts" />
import { i18n } from '@lingui/core'
import { activateLanguage } from '../src/i18n/catalogs'
import { sourceLanguage, type Language } from '../src/i18n/languages'

export { pseudoLocale } from './pseudoText'

let pseudoShown = false

/**
 * Shows the pseudo-locale's messages. It is English in all else (prices, times, plurals, links),
 * so Lingui's locale stays English, which the site's code knows, and only the messages are swapped:
 * a copy each time, since Lingui merges a later load of English into what it holds.
 */
export async function showPseudoLocale(): Promise<void> {
  const { messages } = await import('virtual:pseudo-catalog')
  i18n.loadAndActivate({ locale: sourceLanguage, messages: { ...messages } })
  pseudoShown = true
}

/** Shows a language of the site; English gets its own messages back after the pseudo-locale. */
export async function showLanguage(language: Language): Promise<void> {
  await activateLanguage(language)
  if (!pseudoShown || language !== sourceLanguage) return
  const { messages } = await import('../locales/en/messages.po')
  i18n.loadAndActivate({ locale: sourceLanguage, messages })
  pseudoShown = false
}
