// `npm run build`: the page's script and its islands, the server renderer, the language-choice
// script, then every page of every language prerendered to dist/ with the files beside it
// (docs/architecture.md, "Rendering").
import { build } from 'vite'
import { cp, readFile, rm } from 'node:fs/promises'
import type { Manifest } from 'vite'
import { tokens } from '../../src/design/tokens.ts'
import { datedPartsHeadScript, prerender } from './prerender.ts'
import { importServerEntry } from './serverEntry.ts'
import { compress } from './compress.ts'
import { renderShareImages } from './shareImages.ts'
import { writeFiles, writeSiteFiles } from './siteFiles.ts'
import { writeSecurityHeaders } from './securityHeaders.ts'
import { writeOfflineWorkers } from './offlineWorker.ts'
import { datedEvents, weeklyEvents } from '../../src/content/whatsOn.ts'
import { checkContent } from './checkContent.ts'
import { writeAdmin } from '../admin/writeAdmin.ts'
import { placeholderOrigin } from '../../src/content/business.ts'

const started = Date.now()
// The owner's data files first, each through its schema: a mistake there would show a diner the
// wrong hours, evenings or prices, so nothing is built and the live site stays as it was (docs/owner.md).
const problems = checkContent()
if (problems.length) {
  console.error(`The build stops: ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`} in the owner’s files:\n  ${problems.join('\n  ')}`)
  process.exit(1)
}
// A build for the real origin says so out loud when what's on still holds sample times.
const samples = [...weeklyEvents, ...datedEvents].filter((event) => event.placeholder)
if (samples.length && process.env.SITE_ORIGIN && process.env.SITE_ORIGIN !== placeholderOrigin) {
  console.warn(`What's on still holds ${samples.length} sample ${samples.length === 1 ? 'evening' : 'evenings'} (\`placeholder\` in src/content/data/evenings.json): the site shows them, the structured data does not. npm run check:launch lists them.`)
}
await rm('dist', { recursive: true, force: true })
await rm('dist-ssr', { recursive: true, force: true })

await build({ logLevel: 'warn' })
// Its stylesheet holds only the islands' rules, which the server renderer's holds too; pages inline that one.
const clientManifest = JSON.parse(await readFile('dist/.vite/manifest.json', 'utf8')) as Manifest
if (clientManifest['style.css']) await rm(`dist/${clientManifest['style.css'].file}`)
// The server renderer knows every page: it writes the stylesheet, the fonts and the pictures they
// use, which join the islands' files in dist/assets (same content, same names).
await build({ logLevel: 'warn', build: { ssr: 'src/entry-server.tsx', outDir: 'dist-ssr', ssrEmitAssets: true } })
await cp('dist-ssr/assets', 'dist/assets', { recursive: true, filter: (file) => !/\.(js|css)$/.test(file) })
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
// Another, which the prerender writes into the head of each page with dated parts rather than serve
// (src/entry-dated-parts.ts).
await build({
  logLevel: 'warn',
  configFile: false,
  envPrefix: [],
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: false,
    copyPublicDir: false,
    lib: { entry: 'src/entry-dated-parts.ts', formats: ['iife'], name: 'amigoDatedParts', fileName: () => datedPartsHeadScript },
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
// Each card's "add to calendar": one file per evening and language (src/seo/eveningCalendar.ts).
await writeFiles(await serverEntry.eveningCalendarFiles())
const offline = await writeOfflineWorkers()
await writeAdmin()
await compress()
await writeSecurityHeaders()
console.log(`Built ${pages} pages and ${shareImages.length} share images in ${((Date.now() - started) / 1000).toFixed(1)} s`)
console.log(`Offline, each language stores ${offline.map(({ language, bytes }) => `${language} ${(bytes / 1024).toFixed(0)} KB`).join(', ')}`)
