// Served by scripts/site/catalogParts/catalogPartsPlugin.ts.
declare module 'virtual:catalog-parts' {
  import type { Messages } from '@lingui/core'
  type CatalogLoaders = Record<string, () => Promise<{ messages: Messages }>>
  /** Per language: the messages of the entry, the root route and the layouts (the whole catalog outside the site's client build). */
  export const shellCatalogs: CatalogLoaders
  /** Per page route id, per language: the messages that page uses (empty outside the site's client build). */
  export const pageCatalogs: Record<string, CatalogLoaders>
}
