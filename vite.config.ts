import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { languageInfo } from './src/i18n/languages.ts'
import { catalogPartsPlugin } from './scripts/site/catalogParts/catalogPartsPlugin.ts'

/** The client build's entries (docs/architecture.md, "Loading"). */
export const clientEntries = { client: 'src/entry-client.tsx', hydrate: 'src/startup/hydrate.tsx' }

/** What the page's script imports before the first paint: the recovery after a deploy, Vite's preload helper. */
const startupModules = /[\\/]src[\\/]startup[\\/]reloadOnChunkError\.ts|vite[\\/]preload-helper/

/** Plugins shared by the site, the prerender build and Storybook. */
export const sitePlugins = (options: { router: boolean }) => [
  ...(options.router
    ? [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' })]
    : []),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  // A message that does not compile fails the build; a missing or fuzzy translation shows the English
  // (npm run i18n:check refuses both before a merge: docs/decisions.md, "Translations are never lost").
  lingui({ failOnCompileError: true }),
  // Each page loads only the messages it uses; whole catalogs outside the site's client build.
  catalogPartsPlugin({ entry: clientEntries.hydrate }),
  vanillaExtractPlugin(),
  // react-aria ships its own strings for 34 locales; keep only the seven we serve.
  optimizeLocales.vite({ locales: Object.values(languageInfo).map((info) => info.reactAriaLocale) }),
]

export default defineConfig({
  plugins: sitePlugins({ router: true }),
  build: {
    target: 'es2022',
    // The prerender reads the manifest for the page's script, stylesheet and fonts.
    manifest: true,
    rollupOptions: {
      // The page's script, and the code it imports after the first paint, which hydrates.
      input: clientEntries,
      // Everything hydration needs (React, the router, the shell) in one file rather than forty, and
      // what the page's script needs before the first paint in another: each file is a request, and
      // small files compress worse (docs/decisions.md, "The first load's floor").
      output: {
        codeSplitting: {
          groups: [
            { name: 'startup', test: startupModules, priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id) => !id.endsWith(clientEntries.client), includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
    // One stylesheet for the whole site, which every page inlines (docs/architecture.md, "Loading").
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
})
