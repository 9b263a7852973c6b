/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin, set at build time (`SITE_ORIGIN=https://… npm run build`). */
  readonly SITE_ORIGIN?: string
  /** The map's XYZ tile URL template; OpenStreetMap when unset (src/content/mapSettings.ts). */
  readonly VITE_MAP_TILE_URL?: string
  /** The map tile provider's attribution, as HTML; OpenStreetMap's when unset. */
  readonly VITE_MAP_ATTRIBUTION?: string
}
