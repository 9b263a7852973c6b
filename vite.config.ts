import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { languageInfo } from './src/i18n/languages.ts'
import { catalogPartsPlugin } from './plugins/catalogParts/catalogPartsPlugin.ts'
import { imagetools } from 'vite-imagetools'

/** The page's one script (docs/architecture.md, "Islands"): it wakes the islands, which load their own code. */
export const clientEntry = 'src/entry-client.ts'

/** Where the islands' entries are, each a file `Name.island.tsx` (src/components/islands/islandMarkup.ts). */
export const islandsDir = 'src/components/islands/entries'

/**
 * Plugins shared by the site, the prerender build and Storybook. `keepMessages` keeps each message's
 * English text beside its id, which Lingui drops from production builds: the server renderer keeps
 * it, so that the checks and tests read the content from it in the catalogs' words (src/content/siteData.ts).
 */
export const sitePlugins = (options: { router: boolean; keepMessages?: boolean }) => [
  ...(options.router
    ? [tanstackRouter({ target: 'react', quoteStyle: 'single' })]
    : []),
  react(),
  babel({ presets: [linguiTransformerBabelPreset({ descriptorFields: options.keepMessages ? 'message' : 'auto' })] }),
  // A message that does not compile fails the build; a missing or fuzzy translation shows the English
  // (npm run i18n:check refuses both before a merge: docs/decisions/0032-catalog-checks.md).
  lingui({ failOnCompileError: true }),
  // Each island loads only the messages it uses; whole catalogs outside the site's client build.
  catalogPartsPlugin({ entry: clientEntry, islandsDir }),
  vanillaExtractPlugin(),
  // The owner's photographs in the sizes and formats each place needs (src/content/pictures.ts).
  imagetools(),
  // react-aria ships its own strings for 34 locales; keep only the seven we serve.
  optimizeLocales.vite({ locales: Object.values(languageInfo).map((info) => info.reactAriaLocale) }),
]

export default defineConfig(({ isSsrBuild }) => ({
  plugins: sitePlugins({ router: true, keepMessages: isSsrBuild }),
  build: {
    target: 'es2022',
    // The prerender reads the manifests: the page's script from the client build's, the stylesheet,
    // the fonts and the pictures from the server build's, which renders every page.
    manifest: true,
    rollupOptions: { input: { client: clientEntry } },
    // Every engine we test preloads modules itself; the polyfill would cost every page a kilobyte.
    modulePreload: { polyfill: false },
    // One stylesheet for the whole site, which every page inlines (docs/decisions/0007-how-a-page-loads.md).
    cssCodeSplit: false,
    // Drawings stay files, loaded lazily, rather than data URLs inside the JavaScript.
    assetsInlineLimit: (file) => (file.includes('/menu-art/') || file.includes('/site-art/') ? false : undefined),
  },
  // React 19 has useSyncExternalStore; the libraries' shim of it would put dead code in every page.
  resolve: {
    alias: [
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'react' },
      { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
    ],
  },
  // SITE_ORIGIN sets the public origin at build time (src/content/site.ts).
  envPrefix: ['VITE_', 'SITE_'],
}))
