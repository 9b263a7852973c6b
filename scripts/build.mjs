// Builds the site: the client bundle, the server renderer, the language-choice script, then every
// page of every language prerendered to dist/ (docs/architecture.md, "Rendering").
import { build } from 'vite'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { prerender } from './prerender.mjs'
import { compress } from './compress.mjs'
import { renderShareImages } from './share-images.mjs'
import { writeSiteFiles } from './site-files.mjs'
import { tokens } from '../src/design/tokens.ts'

const started = Date.now()
await rm('dist', { recursive: true, force: true })
await rm('dist-ssr', { recursive: true, force: true })

await build({ logLevel: 'warn' })
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', manifest: false } })
// A classic script with no imports, so it can run in the head before the page paints.
await build({
  logLevel: 'warn',
  configFile: false,
  envPrefix: [],
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'src/entry-choose-language.ts', formats: ['iife'], name: 'amigoChooseLanguage', fileName: () => 'choose-language.js' },
  },
})

const pages = await prerender()
const ssrEntry = await import(pathToFileURL(join('dist-ssr', 'entry-server.js')).href)
const shareImages = await renderShareImages({
  cards: await ssrEntry.shareCardTexts(),
  colors: tokens.color,
  restaurantName: ssrEntry.restaurantName,
})
await writeSiteFiles({
  texts: await ssrEntry.siteFileTexts(),
  languages: ssrEntry.languages,
  localizedPaths: ssrEntry.localizedPaths,
  icons: ssrEntry.siteIcons,
  colors: tokens.color,
})
await compress()
await import('./securityHeaders.mjs').then(({ writeSecurityHeaders }) => writeSecurityHeaders())
console.log(`Built ${pages} pages and ${shareImages.length} share images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
