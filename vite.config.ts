import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin'
import { tanstackRouter } from '@tanstack/router-plugin/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import optimizeLocales from '@react-aria/optimize-locales-plugin'
import { languageInfo } from './src/i18n/languages.ts'
import { chunkModulesPlugin } from './scripts/build/chunkModulesPlugin.ts'
import { catalogPartsPlugin } from './scripts/build/catalogParts/catalogPartsPlugin.ts'
import { clientEntries } from './scripts/build/clientEntries.ts'

/** The start-up steps (src/startup/) and Vite's preload helper: they run before the application is downloaded. */
const startupModules = /[\\/]src[\\/]startup[\\/]|vite[\\/]preload-helper/

/** React and React DOM with its scheduler, evaluated before the rest of the application (src/startup/start.ts). */
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
  catalogPartsPlugin({ entry: clientEntries.client }),
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
      // Three entries (scripts/build/clientEntries.ts): the start-up script, React DOM, and the client
      // entry that hydrates, so that everything it imports statically counts as the first load below.
      input: clientEntries,
      // Everything the entries import statically (React, the router, the shell) in one file, not
      // thirty: each file of the first load is a request, and on a slow phone requests cost more
      // than bytes. Routes, catalogs and deferred parts stay chunks of their own.
      // The start-up steps stay out of it: the application must be neither downloaded nor evaluated
      // before the first screen is drawn (src/startup/start.ts).
      // React and React DOM, half the first load's code, are a file of their own, which the start-up script
      // evaluates a task before the application: two shorter tasks on a slow phone, not one long one.
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: reactModules, priority: 2 },
            { name: 'app', tags: ['$initial'], test: (id) => !startupModules.test(id), includeDependenciesRecursively: false, priority: 1 },
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
