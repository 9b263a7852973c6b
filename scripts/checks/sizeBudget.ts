// The size check: for every prerendered page, the gzip bytes of the JavaScript a visit loads when
// the visitor touches nothing: the page's script, and each island the page wakes by itself (at
// idle, or when it comes into view) with what it imports and its own catalog part, as Vite's
// manifest lists them. Islands woken by a tap, and code loaded on demand (the map, the QR library),
// are not counted. Then what each language's offline menu stores on a visitor's device, against
// its own budget. `node scripts/checks/sizeBudget.ts [dir]` measures another build than dist/.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { islandFileSuffix } from '../../src/components/islands/islandMarkup.ts'
import { languages } from '../../src/i18n/languages.ts'
import { offlineBudgetBytes } from '../../src/offline/offlineStorage.ts'
import { clientEntry, islandsDir } from '../../vite.config.ts'
import { storedBytes } from '../site/offlineWorker.ts'
import { builtPages, type PageKind } from '../site/pagesManifest.ts'

/**
 * The most JavaScript, gzip, a page may load when the visitor touches nothing: React DOM's floor
 * (about 60 KB) and that page's islands (docs/architecture.md, "Islands").
 */
export const budgetKb = 80

/** An island's entry, as the manifest names it. */
const islandKey = (name: string) => `${islandsDir}/${name}${islandFileSuffix}`

/** What each language's offline worker stores (scripts/site/offlineWorker.ts), in bytes. */
const measureOffline = (dist: string) => Promise.all(languages.map(async (language) => ({ language, bytes: await storedBytes(language, dist) })))

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export async function measure(dist = 'dist'): Promise<{ page: string; kind: PageKind; bytes: number }[]> {
  const manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8')) as Manifest
  const gzipSize = async (file: string) => gzipSync(await readFile(join(dist, file))).length
  const closure = (keys: string[]) => {
    const files = new Set<string>()
    const visit = (key: string) => {
      const chunk = manifest[key]
      if (!chunk || files.has(chunk.file)) return
      files.add(chunk.file)
      chunk.imports?.forEach(visit)
    }
    keys.forEach(visit)
    return files
  }
  // The pages of each language and the not-found page outside them (which sends a visitor with
  // JavaScript on to their language's). The offline page has no scripts.
  const pages = builtPages(dist).filter((page) => page.kind !== 'offline' && (page.language !== null || page.status === 404))
  return Promise.all(
    pages.map(async ({ file, kind, language, script, islands }) => {
      // Counted as if every island in view woke: the visit that scrolls to the page's end, touching nothing.
      const woken = [...new Set(islands.filter(({ load }) => load !== 'interaction').map(({ name }) => name))]
      // Whatever the page's script loads to hydrate an island: the island and its part, with what they import.
      const islandLoading = manifest[clientEntry]?.dynamicImports ?? []
      const keys = script ? [clientEntry, ...(woken.length ? islandLoading : []), ...woken.flatMap((name) => [islandKey(name), `locales/${language ?? 'lv'}/messages.po?part=${name}`])] : []
      const files = closure(keys)
      return { page: `/${file}`, kind, bytes: (await Promise.all([...files].map(gzipSize))).reduce((a, b) => a + b, 0) }
    }),
  )
}

if (import.meta.main) {
  const dist = process.argv[2] ?? 'dist'
  const pages = await measure(dist)
  if (pages.length === 0) {
    console.error(`Size budget: no prerendered page in ${dist}/ to measure; build first (npm run build)`)
    process.exit(1)
  }
  const largest = new Map<PageKind, { page: string; bytes: number }>()
  for (const measured of pages) if (measured.bytes > (largest.get(measured.kind)?.bytes ?? 0)) largest.set(measured.kind, measured)
  console.log(`JavaScript a visit loads untouched (gzip), the largest page of each kind, against ${budgetKb} KB:`)
  for (const [kind, { page, bytes }] of largest) console.log(`  ${kind.padEnd(16)} ${kb(bytes).padStart(9)} (${page})`)
  const offline = await measureOffline(dist)
  console.log(`Stored for the offline menu, per language, as the worker stores it, in bytes, against ${offlineBudgetBytes.toLocaleString('en')}:`)
  console.log(`  ${offline.map(({ language, bytes }) => `${language} ${bytes.toLocaleString('en')}`).join(', ')}`)
  const over = pages.filter(({ bytes }) => bytes > budgetKb * 1024)
  if (over.length) console.error(`Over the budget of ${budgetKb} KB:\n  ${over.map(({ page, bytes }) => `${page}: ${kb(bytes)}`).join('\n  ')}`)
  const overOffline = offline.filter(({ bytes }) => bytes > offlineBudgetBytes)
  if (overOffline.length) console.error(`Over the offline budget: ${overOffline.map(({ language }) => language).join(', ')}`)
  if (over.length || overOffline.length) process.exit(1)
}
