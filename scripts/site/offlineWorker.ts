// The offline menu's workers (docs/offline.md): the language worker (src/offline/serviceWorker.ts)
// bundled once, then one copy per language in `dist/{lang}/service-worker.js`, each with the list of
// what that language stores, written in by Serwist's `injectManifest` from the built files; and the
// entry pages' worker (src/offline/entryWorker.ts) in `dist/entry-worker.js`. Runs after the
// prerender, since the lists hold pages.
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { injectManifest } from '@serwist/build'
import { build, type Manifest } from 'vite'
import { languages, type Language } from '../../src/i18n/languages.ts'
import { compacted } from '../../src/offline/compactStorage.ts'
import { entryWorkerFileName, standInsInjectionPoint, storedPaths, workerFileName } from '../../src/offline/offlineStorage.ts'
import { contentTypeOf, offlinePath } from '../../src/siteConstants.ts'
import { clientEntry } from '../../vite.config.ts'
import { islandFileSuffix, islandNameOfFile } from '../../src/components/islands/islandMarkup.ts'
import { builtPages, pagesManifestFile } from './pagesManifest.ts'

/**
 * Modules a stored page may ask for that are not stored. The map's (OpenLayers, the largest), since
 * its tiles never are (OpenStreetMap's tile policy); offline, the visit page shows the map's drawn
 * plan and the address, as when the map cannot load.
 */
const notStored = [
  'src/components/visit/VisitMap/createVisitMap.ts',
  // The QR library (23 KB): a stored menu carries its code drawn; only a menu reached by a link
  // draws it, and offline that box says it could not.
  'src/qr/drawQr.ts',
]

/**
 * What a language stores, as paths under dist/: its stored pages and offline page, as the prerender
 * listed them; the modules they run, as Vite's manifest links them from the page's script (the
 * islands the list names on those pages, with their own catalog parts in that language only); the
 * pictures the pages' markup names; and the fonts.
 */
export async function storedFiles(language: Language, root = 'dist'): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(root, '.vite/manifest.json'), 'utf8')) as Manifest
  const built = builtPages(root)
  const pages = [...storedPaths, offlinePath].map((path) => {
    const page = built.find((candidate) => candidate.path === `/${language}${path}`)
    if (!page) throw new Error(`/${language}${path}, a stored page, is not in ${root}/${pagesManifestFile}`)
    return page
  })
  const html = await Promise.all(pages.map(({ file }) => readFile(join(root, file), 'utf8')))
  const islands = new Set(pages.flatMap((page) => page.islands.map(({ name }) => name)))
  const files = new Set(pages.map(({ file }) => file))
  const isStored = (key: string) => {
    const catalog = /^locales\/([^/]+)\/messages\.po(?:\?part=(.*))?$/.exec(key)
    if (catalog) return catalog[1] === language && islands.has(catalog[2] ?? '')
    if (key.endsWith(islandFileSuffix)) return islands.has(islandNameOfFile(key))
    return !notStored.includes(key)
  }
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || !isStored(key) || files.has(chunk.file)) return
    files.add(chunk.file)
    chunk.css?.forEach((file) => files.add(file))
    ;[...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])].forEach(visit)
  }
  visit(clientEntry)
  // Pictures and fonts as the pages' markup names them (`srcSet` as React writes it, or `srcset`; the
  // preloaded font files), and Rubik's Cyrillic file, which the stylesheet names: the language
  // picker writes each language in its own script ("Русский"). Of a photograph's sizes and formats,
  // only its stand-in (below).
  const standIns = pictureStandIns(html)
  for (const page of html) {
    const named = [...page.matchAll(/\s(?:href|src|srcset)="([^"]+)"/gi)].flatMap(([, value = '']) => candidatesOf(value))
    const cyrillicRubik = /url\((\/assets\/rubik-latin-cyrillic-[^)]+\.woff2)\)/.exec(page)?.[1] ?? ''
    for (const path of [...named, cyrillicRubik]) if (path.startsWith('/assets/')) files.add((standIns[path] ?? path).slice(1))
  }
  return [...files].toSorted()
}

/** The addresses a `src` or `srcset` names. */
const candidatesOf = (value: string) => value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')

/** The width an offline stand-in is chosen near: a phone's screen at ×2, and enough for a laptop's column. */
const standInWidth = 640

/**
 * The one file the offline copy keeps of each photograph (`<picture>` with `srcset`s): its JPEG
 * nearest 640 px wide, which every engine draws; each of its other sizes and formats maps to it, and
 * the worker answers them with it when the network fails (src/offline/serviceWorker.ts). Every size
 * of every format would be some fifteen files a photograph.
 */
export function pictureStandIns(html: readonly string[]): Record<string, string> {
  const standIns: Record<string, string> = {}
  for (const page of html) {
    for (const [picture = ''] of page.matchAll(/<picture[\s>][\s\S]*?<\/picture>/g)) {
      const sized = [...picture.matchAll(/\ssrcset="([^"]+)"/gi)].flatMap(([, value = '']) =>
        value.split(',').map((candidate) => {
          const [path = '', width = ''] = candidate.trim().split(/\s+/)
          return { path, width: Number.parseInt(width, 10) }
        }),
      )
      const jpegs = sized.filter(({ path, width }) => /\.jpe?g$/i.test(path) && Number.isFinite(width))
      if (!jpegs.length) continue
      const kept = jpegs.toSorted((a, b) => Math.abs(a.width - standInWidth) - Math.abs(b.width - standInWidth))[0]!.path
      const all = [...sized.map(({ path }) => path), ...[...picture.matchAll(/\ssrc="([^"]+)"/gi)].map(([, path = '']) => path)]
      for (const path of all) if (path.startsWith('/assets/') && path !== kept) standIns[path] = kept
    }
  }
  return standIns
}

/** What a language's worker answers a photograph's other sizes with, offline: its stored stand-in. */
async function standInsOf(language: Language, root: string): Promise<Record<string, string>> {
  const built = builtPages(root)
  const files = [...storedPaths, offlinePath].flatMap((path) => built.filter((page) => page.path === `/${language}${path}`).map((page) => page.file))
  return pictureStandIns(await Promise.all(files.map((file) => readFile(join(root, file), 'utf8'))))
}

/** The bytes a visitor's device stores for a language: every body as the worker stores it (src/offline/compactStorage.ts). */
export async function storedBytes(language: Language, root = 'dist'): Promise<number> {
  const stored = async (file: string) => {
    const response = new Response(await readFile(join(root, file)), { headers: { 'Content-Type': contentTypeOf(file) } })
    return (await (await compacted(response)).arrayBuffer()).byteLength
  }
  const sizes = await Promise.all((await storedFiles(language, root)).map(stored))
  return sizes.reduce((sum, size) => sum + size, 0)
}

/** A worker's source bundled into one classic script, as service workers load best in every engine. */
function bundleWorker(entry: string, outDir: string, fileName: string) {
  return build({
    logLevel: 'warn',
    configFile: false,
    envPrefix: [],
    // Serwist leaves its development logging behind this.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: { outDir, emptyOutDir: false, copyPublicDir: false, lib: { entry, formats: ['iife'], name: 'amigoWorker', fileName: () => fileName } },
  })
}

/**
 * Writes the entry pages' worker, and each language's worker with what that language stores;
 * returns what each language stores.
 */
export async function writeOfflineWorkers(root = 'dist'): Promise<{ language: Language; files: number; bytes: number }[]> {
  await bundleWorker('src/offline/entryWorker.ts', root, entryWorkerFileName)
  const bundleDir = join('dist-ssr', 'offline-worker')
  await bundleWorker('src/offline/serviceWorker.ts', bundleDir, workerFileName)
  return Promise.all(
    languages.map(async (language) => {
      const files = await storedFiles(language, root)
      const { count, warnings } = await injectManifest({
        swSrc: join(bundleDir, workerFileName),
        swDest: join(root, language, workerFileName),
        globDirectory: root,
        globPatterns: files,
        // Files under /assets/ carry their content's hash in their names; the pages get a revision.
        dontCacheBustURLsMatching: /^assets\//,
        modifyURLPrefix: { '': '/' },
        maximumFileSizeToCacheInBytes: 1_000_000,
      })
      if (warnings.length || count !== files.length) throw new Error(`The ${language} offline worker stores ${count} of ${files.length} files: ${warnings.join('; ')}`)
      // The photographs' stand-ins, written into the worker where it names them (its own injection point).
      const worker = join(root, language, workerFileName)
      const source = await readFile(worker, 'utf8')
      if (!source.includes(standInsInjectionPoint)) throw new Error(`The offline worker no longer names ${standInsInjectionPoint}`)
      await writeFile(worker, source.replace(standInsInjectionPoint, JSON.stringify(await standInsOf(language, root))))
      return { language, files: count, bytes: await storedBytes(language, root) }
    }),
  )
}
