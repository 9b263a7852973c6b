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

/** Plugins shared by the site, the prerender build and Storybook. */
export const sitePlugins = (options: { router: boolean }) => [
  ...(options.router
    ? [tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' })]
    : []),
  react(),
  babel({ presets: [linguiTransformerBabelPreset()] }),
  lingui(),
  // Each page loads only the messages it uses; whole catalogs outside the site's client build.
  catalogPartsPlugin({ entry: 'src/entry-client.tsx' }),
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
    rollupOptions: { input: { client: 'src/entry-client.tsx' } },
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
