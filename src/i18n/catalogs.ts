import { i18n, type Messages } from '@lingui/core'
import { hasCatalogParts, islandCatalogs } from 'virtual:catalog-parts'
import type { Language } from './languages'

type CatalogLoader = () => Promise<{ messages: Messages }>

/** Each language's whole catalog, one lazy chunk each: for the server renderer, Storybook and the development server (the built site's islands load their own parts). */
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
const loaded = new Map<CatalogLoader, Promise<void>>()

function load(language: Language, loader: CatalogLoader): Promise<void> {
  let done = loaded.get(loader)
  if (!done) {
    done = loader().then(({ messages }) => i18n.load(language, messages))
    loaded.set(loader, done)
  }
  return done
}

/** Loads a language's whole catalog (once) and makes it the active one: for the server renderer and Storybook. */
export async function activateLanguage(language: Language): Promise<void> {
  await load(language, wholeCatalogs[language])
  if (i18n.locale !== language) i18n.activate(language)
}

/** A language's whole catalog, compiled, for whoever renders texts apart from the page (the tests, through the server renderer). */
export const wholeCatalog = async (language: Language): Promise<Messages> => (await wholeCatalogs[language]()).messages

/**
 * Loads the messages an island uses, in the page's language (docs/architecture.md, "Islands"):
 * its own part in the built site, the whole catalog elsewhere.
 */
export async function loadIslandMessages(language: Language, island: string): Promise<void> {
  // A constant in each build: the client build keeps only the parts' branch, and no whole catalog.
  const loader = hasCatalogParts ? islandCatalogs?.[island]?.[language] : wholeCatalogs[language]
  if (loader) await load(language, loader)
  if (i18n.locale !== language) i18n.activate(language)
}
