// The size check: for every prerendered page, the gzip bytes of the JavaScript it loads before it
// is interactive, against one budget. That is its module script, the code that script
// imports after the first paint, and its routes' code and catalog parts (src/startup/hydrate.tsx),
// each with what it imports, as Vite's manifest lists them; code loaded at idle or on demand (the
// map, the QR code, dialogs) is not counted. Then what each language's offline menu stores on a
// visitor's device, against its own budget. `node scripts/checks/sizeBudget.ts [dir]` measures
// another build than dist/.
import { readFile, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'
import { languages } from '../../src/i18n/languages.ts'
import { offlineBudgetBytes, offlinePath } from '../../src/offline/offlineStorage.ts'
import { storedBytes } from '../site/offlineWorker.ts'

/**
 * The most JavaScript, gzip, any page may load before it is interactive: what a visitor on a slow
 * phone waits for (docs/decisions.md, "The first load's floor").
 */
export const budgetKb = 132

/** What each language's offline worker stores (scripts/site/offlineWorker.ts), in bytes. */
const measureOffline = (dist: string) => Promise.all(languages.map(async (language) => ({ language, bytes: await storedBytes(language, dist) })))

/** The kind of page a prerendered file is ("/ru/blog/world-leaders-at-amigo/index.html" → "post"). */
export function pageKind(page: string): string {
  const path = page.replace(/^\/[a-z]{2}(?=\/)/, '').replace(/index\.html$/, '')
  if (path === '/') return 'home'
  if (path === '/404.html') return 'not found'
  if (path === '/blog/404.html') return 'post not found'
  if (path === '/blog/') return 'blog'
  if (path.startsWith('/blog/')) return 'post'
  return path.replaceAll('/', '')
}

/** The page route each kind of page shows (src/routes/$lang/…), beside the language's layout; a not-found page shows none. */
const pageRoutes: Record<string, string> = { home: 'index', blog: 'blog/index', post: 'blog/$id', 'post not found': 'blog/$id' }
const routesOf = (kind: string) => ['$lang/route', ...(kind === 'not found' ? [] : [`$lang/${pageRoutes[kind] ?? kind}`])]

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

export async function measure(dist = 'dist'): Promise<{ page: string; bytes: number }[]> {
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
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry)
  // The pages of each language, and the not-found page outside them (in Latvian until it hydrates).
  // The offline page has no scripts (src/offline/offlineStorage.ts).
  const pages = (await readdir(dist, { recursive: true, withFileTypes: true }))
    .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .filter((page) => page === '/404.html' || (/^\/[a-z]{2}\/.*\.html$/.test(page) && !page.endsWith(`${offlinePath}/index.html`)))
  return Promise.all(
    pages.toSorted().map(async (page) => {
      const language = /^\/[a-z]{2}\//.test(page) ? page.slice(1, 3) : 'lv'
      const routes = routesOf(pageKind(page))
      const keys = Object.keys(manifest).filter((key) =>
        routes.some((route) => key.startsWith(`src/routes/${route}.tsx?`) || key === `locales/${language}/messages.po?part=${route}`),
      )
      const files = closure([...entries, ...keys, `locales/${language}/messages.po?part=shell`])
      return { page, bytes: (await Promise.all([...files].map(gzipSize))).reduce((a, b) => a + b, 0) }
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
  const largest = new Map<string, { page: string; bytes: number }>()
  for (const measured of pages) {
    const kind = pageKind(measured.page)
    if (measured.bytes > (largest.get(kind)?.bytes ?? 0)) largest.set(kind, measured)
  }
  console.log(`First-load JavaScript (gzip), the largest page of each kind, against ${budgetKb} KB:`)
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
