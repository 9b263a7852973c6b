// Builds the site: the client bundle, the server renderer, the language-choice script, then every
// page of every language prerendered to dist/ (docs/architecture.md, "Rendering").
import { build } from 'vite'
import { rm } from 'node:fs/promises'
import { prerender } from './prerender.mjs'
import { compress } from './compress.mjs'

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
await compress()
console.log(`Built ${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`)
