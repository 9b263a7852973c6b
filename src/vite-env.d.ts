/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The site's public origin, set at build time (`SITE_ORIGIN=https://… npm run build`). */
  readonly SITE_ORIGIN?: string
}
