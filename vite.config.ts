import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { languageInfo } from './src/i18n/languages.ts'
import { chunkModulesPlugin } from './scripts/chunkModulesPlugin.ts'
import { catalogPartsPlugin } from './scripts/catalogParts/catalogPartsPlugin.ts'

/** The client entry and what it imports: it starts the application, which is loaded as its own chunk. */
const clientEntryModules = /[\\/]src[\\/](entry-client|loading[\\/](firstScreenDrawn|pageAssets|reloadOnChunkError|warmIntl|startReact))\.tsx?$|vite[\\/]preload-helper/

/** React and React DOM with its scheduler, evaluated before the rest of the application (src/entry-client.tsx). */
const reactModules = /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/

/** Plugins shared by the site, the prerender build and Storybook. */
export const sitePlugins = (options: { router: boolean }) => [
  ...(options.router
    ? [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' })]
    : []),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
  // Each page loads only the messages it uses; whole catalogs outside the site's client build.
  catalogPartsPlugin({ entry: 'src/hydratePage.tsx' }),
  vanillaExtractPlugin(),
  // react-aria ships its own strings for 34 locales; keep only the seven we serve.
  optimizeLocales.vite({ locales: Object.values(languageInfo).map((info) => info.reactAriaLocale) }),
]

export default defineConfig({
  plugins: [...sitePlugins({ router: true }), chunkModulesPlugin()],
  build: {
    target: 'es2022',
    // The prerender reads this manifest to put each route's chunks in its HTML.
    manifest: true,
    rollupOptions: {
      // The client entry is a few lines that start the application once the first screen is drawn;
      // the application (src/hydratePage.tsx) is an entry too, so that everything it imports
      // statically counts as the first load below.
      input: { client: 'src/entry-client.tsx', react: 'src/loading/startReact.ts', app: 'src/hydratePage.tsx' },
      // Everything the entries import statically (React, the router, the shell) in one file, not
      // thirty: each file of the first load is a request, and on a slow phone requests cost more
      // than bytes. Routes, catalogs and deferred parts stay chunks of their own.
      // The client entry's own few modules stay out of it: the application must be neither
      // downloaded nor evaluated before the first screen is drawn (src/entry-client.tsx).
      // React and React DOM, half the first load's code, are a file of their own, which the client entry
      // evaluates a task before the application: two shorter tasks on a slow phone, not one long one.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: reactModules, priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id) => !clientEntryModules.test(id), includeDependenciesRecursively: false, priority: 1 },
          ],
        },
      },
    },
    // One small stylesheet for the whole site: fewer render-blocking requests than one per chunk.
    cssCodeSplit: false,
    // Drawings stay files, loaded lazily, rather than data URLs inside the JavaScript.
    assetsInlineLimit: (file) => (file.includes('/menu-art/') || file.includes('/site-art/') ? false : undefined),
  },
  // SITE_ORIGIN sets the public origin at build time (src/content/site.ts).
  envPrefix: ['VITE_', 'SITE_'],
  server: { port: 5173 },
  preview: { port: 4173 },
})
