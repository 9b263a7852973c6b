// `npm run build`: the client bundle, the server renderer, the language-choice script, then every
// page of every language prerendered to dist/ with the files beside it (docs/architecture.md,
// "Rendering").
import { build } from 'vite'
import { rm } from 'node:fs/promises'
import { tokens } from '../../src/design/tokens.ts'
import { importServerEntry, prerender } from './prerender.ts'
import { compress } from './compress.ts'
import { renderShareImages } from './shareImages.ts'
import { writeSiteFiles } from './siteFiles.ts'
import { writeSecurityHeaders } from './securityHeaders.ts'
import { writeOfflineWorkers } from './offlineWorker.ts'

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
const serverEntry = await importServerEntry()
const shareImages = await renderShareImages({
  cards: await serverEntry.shareCardTexts(),
  colors: tokens.color,
  restaurantName: serverEntry.restaurantName,
})
await writeSiteFiles({
  texts: await serverEntry.siteFileTexts(),
  languages: serverEntry.languages,
  localizedPaths: serverEntry.localizedPaths,
  icons: serverEntry.siteIcons,
  colors: tokens.color,
})
const offline = await writeOfflineWorkers()
await compress()
await writeSecurityHeaders()
console.log(`Built ${pages} pages and ${shareImages.length} share images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`Offline, each language stores ${offline.map(({ language, bytes }) => `${language} ${(bytes / 1024).toFixed(0)} KB`).join(', ')}`)
