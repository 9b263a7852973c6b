// Served by plugins/catalogParts/catalogPartsPlugin.ts.
declare module 'virtual:catalog-parts' {
  import type { Messages } from '@lingui/core'
  /** Whether `islandCatalogs` holds the parts: a constant, so the site's client build drops the whole catalogs' loaders. */
  export const hasCatalogParts: boolean
  /**
   * In the site's client build: per island, per language, the messages that island uses (no entry
   * for an island that uses none). Undefined elsewhere, where islands load whole catalogs.
   */
  export const islandCatalogs: Record<string, Record<string, () => Promise<{ messages: Messages }>>> | undefined
}
