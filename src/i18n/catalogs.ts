import { i18n, type Messages } from '@lingui/core'
import { pageCatalogs, shellCatalogs } from 'virtual:catalog-parts'
import type { Language } from './languages'

type CatalogLoader = () => Promise<{ messages: Messages }>

/** Each language's whole catalog, one lazy chunk each: for the server renderer, Storybook and the development server (the built site loads parts). */
const wholeCatalogs: Record<Language, CatalogLoader> = {
  lv: () => import('../../locales/lv/messages.po'),
  es: () => import('../../locales/es/messages.po'),
  en: () => import('../../locales/en/messages.po'),
  ru: () => import('../../locales/ru/messages.po'),
  de: () => import('../../locales/de/messages.po'),
  et: () => import('../../locales/et/messages.po'),
  fi: () => import('../../locales/fi/messages.po'),
}

// Loaded catalogs and parts; Lingui's `i18n.load` merges each into what the language already has.
const loaded = new Set<CatalogLoader>()

async function load(language: Language, loaders: CatalogLoader[]): Promise<void> {
  const missing = loaded.has(wholeCatalogs[language]) ? [] : loaders.filter((loader) => !loaded.has(loader))
  const parts = await Promise.all(missing.map((loader) => loader()))
  for (const { messages } of parts) i18n.load(language, messages)
  missing.forEach((loader) => loaded.add(loader))
}

/**
 * Loads a language's whole catalog (once) and makes it the active one: for the server renderer,
 * Storybook and the not-found page's switch to the visitor's language.
 */
export async function activateLanguage(language: Language): Promise<void> {
  await load(language, [wholeCatalogs[language]])
  if (i18n.locale !== language) i18n.activate(language)
}

/**
 * Loads the messages the matched routes use, in their language, before they render: the shell's
 * part and each page's own (docs/architecture.md, "Catalogs per route"). Activates the language
 * unless the routes are only being preloaded (a hovered link must not change the page's language).
 */
export async function activatePageLanguage(language: Language, routeIds: readonly string[], { preload = false } = {}): Promise<void> {
  const pageLoaders = routeIds.flatMap((routeId) => pageCatalogs[routeId]?.[language] ?? [])
  await load(language, [shellCatalogs[language], ...pageLoaders].filter((loader) => loader !== undefined))
  if (!preload && i18n.locale !== language) i18n.activate(language)
}
