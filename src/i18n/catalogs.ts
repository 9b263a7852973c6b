import { i18n, type Messages } from '@lingui/core'
import type { Language } from './languages'

/** One lazy chunk per language, so a page downloads only its own catalog. */
const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  lv: () => import('../../locales/lv/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  et: () => import('../../locales/et/messages.po'),
  fi: () => import('../../locales/fi/messages.po'),
}

const loaded = new Set<Language>()

/** Loads a language's catalog (once) and makes it the active one. */
export async function activateLanguage(language: Language): Promise<void> {
  if (!loaded.has(language)) {
    const { messages } = await catalogLoaders[language]()
    i18n.load(language, messages)
    loaded.add(language)
  }
  if (i18n.locale !== language) i18n.activate(language)
}
