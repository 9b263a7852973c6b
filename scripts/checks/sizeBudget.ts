// The size benchmark: for every prerendered page, the gzip bytes of JavaScript and CSS it loads
// before it is interactive (its module script, the modules that script asks for, modulepreloads, stylesheets), then the code it
// loads at idle. Fails when a page's first JavaScript passes the budget, or when a page pulls
// OpenLayers or qrcode before it needs them (docs/architecture.md, "Rendering"), and when there is no page to
// measure. `node scripts/checks/sizeBudget.ts [dir]` measures another build than dist/.
import { realpathSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { Manifest } from 'vite'

/** What a prerendered page loads before it is interactive. */
export interface PageSize {
  /** The page's file under the build, with a leading slash: "/lv/menu/index.html". */
  page: string
  jsBytes: number
  cssBytes: number
  /** The JavaScript files it loads first, relative to the build. */
  scripts: string[]
  /** The on-demand libraries among them (OpenLayers, qrcode): none, when the page is right. */
  firstLoadLibraries: string[]
}

export interface SizeMeasurement {
  pages: PageSize[]
  /** Gzip bytes of every chunk loaded at idle rather than first. */
  deferredBytes: number
}

/** `.vite/chunk-modules.json` as scripts/build/chunkModulesPlugin.ts writes it: each chunk's file and the modules in it. */
type ChunkModules = Record<string, string[]>

/**
 * First-load JavaScript budgets per kind of page, gzip KB: what the pages reached, in their largest
 * language, plus 5%, so a change that adds to a page's first load is a decision, not a drift. A page
 * of a kind not listed here gets `defaultBudgetKb`.
 */
export const budgetsKb = {
  home: 135,
  menu: 137.5,
  about: 130.5,
  blog: 128,
  post: 129,
  visit: 132.5,
  privacy: 128,
  terms: 128,
  'not found': 133.5,
  'post not found': 129,
}
export const defaultBudgetKb = 150
/** The budgets looked up by a kind of page that may not be listed. */
const budgetOfKind: Readonly<Record<string, number>> = budgetsKb

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

export const budgetBytesFor = (page: string): number => (budgetOfKind[pageKind(page)] ?? defaultBudgetKb) * 1024
/** Libraries that must never be in a page's first load; the pages that may load them later. */
const onDemandLibraries = { '/node_modules/ol/': 'OpenLayers', '/node_modules/qrcode/': 'qrcode' }

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** The HTML files of a build, outside its assets/ and .vite/ folders. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries
    .filter((entry) => !entry.isDirectory() && entry.name.endsWith('.html'))
    .filter((entry) => !relative(dir, entry.parentPath).split(sep).some((folder) => folder === 'assets' || folder === '.vite'))
    .map((entry) => join(entry.parentPath, entry.name))
}

export async function measure(dist = 'dist'): Promise<SizeMeasurement> {
  const gzipSize = async (file: string) => gzipSync(await readFile(join(dist, file))).length
  const chunkModules: ChunkModules = JSON.parse(await readFile(join(dist, '.vite/chunk-modules.json'), 'utf8'))
  const manifest: Manifest = JSON.parse(await readFile(join(dist, '.vite/manifest.json'), 'utf8'))
  const pages: PageSize[] = []
  for (const file of (await htmlFiles(dist)).toSorted()) {
    const html = await readFile(file, 'utf8')
    const attr = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => (match[1] ?? '').replace(/^\//, ''))
    // The client entry asks for the modules in its data-modules once the first screen is drawn:
    // they are loaded without any interaction, so they count as the first load.
    const listedOnScript = (name: string) =>
      attr(new RegExp(`<script[^>]*\\b${name}="([^"]*)"`, 'g')).flatMap((list) => list.split(' ').filter(Boolean).map((href) => href.replace(/^\//, '')))
    const scripts = [...new Set([...attr(/<script[^>]*\bsrc="([^"]+)"/g), ...attr(/<link rel="modulepreload" href="([^"]+)"/g), ...listedOnScript('data-modules')])]
    // And the rest of the stylesheet, in its data-stylesheets, before hydration.
    const styles = [...new Set([...attr(/<link rel="stylesheet" href="([^"]+)"/g), ...listedOnScript('data-stylesheets')])]
    const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => gzipSync(match[1] ?? '').length)
    const jsBytes = (await Promise.all(scripts.map(gzipSize))).reduce((a, b) => a + b, 0)
    const cssBytes = [...(await Promise.all(styles.map(gzipSize))), ...inlineStyles].reduce((a, b) => a + b, 0)
    const firstLoadLibraries = Object.entries(onDemandLibraries)
      .filter(([path]) => scripts.some((chunk) => (chunkModules[chunk] ?? []).some((id) => id.includes(path))))
      .map(([, name]) => name)
    pages.push({ page: `/${relative(dist, file)}`, jsBytes, cssBytes, scripts, firstLoadLibraries })
  }
  const deferredChunks = Object.values(manifest)
    .filter((chunk) => chunk.isDynamicEntry && !chunk.src?.includes('/routes/') && !chunk.src?.endsWith('.po'))
    .map((chunk) => chunk.file)
  const deferredBytes = (await Promise.all(deferredChunks.map(gzipSize))).reduce((a, b) => a + b, 0)
  return { pages, deferredBytes }
}

// Run as a script (compared as URLs: a path with a space is %20 in import.meta.url).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const dist = process.argv[2] ?? 'dist'
  const { pages, deferredBytes } = await measure(dist)
  if (pages.length === 0) {
    console.error(`Size budget: no prerendered page in ${dist}/ to measure; build first (npm run build)`)
    process.exit(1)
  }
  const failures: string[] = []
  console.log('Size benchmark (gzip, before interactive):')
  console.log(`${'page'.padEnd(44)} ${'JS'.padStart(9)} ${'CSS'.padStart(9)}`)
  for (const { page, jsBytes, cssBytes, firstLoadLibraries } of pages) {
    console.log(`${page.padEnd(44)} ${kb(jsBytes).padStart(9)} ${kb(cssBytes).padStart(9)}`)
    const budget = budgetBytesFor(page)
    if (jsBytes > budget) failures.push(`${page}: ${kb(jsBytes)} of JavaScript, budget for a ${pageKind(page)} page ${kb(budget)}`)
    for (const library of firstLoadLibraries) failures.push(`${page}: loads ${library} before it is needed`)
  }
  console.log('Largest first JavaScript by kind of page, against its budget:')
  // Map.groupBy's work: it is not in the ES2023 library the project is typed against.
  const kinds = new Map<string, PageSize[]>()
  for (const measured of pages.filter(({ jsBytes }) => jsBytes > 0)) {
    const kind = pageKind(measured.page)
    kinds.set(kind, [...(kinds.get(kind) ?? []), measured])
  }
  for (const [kind, ofKind] of kinds) {
    const largest = ofKind.reduce((a, b) => (b.jsBytes > a.jsBytes ? b : a))
    console.log(`  ${kind.padEnd(16)} ${kb(largest.jsBytes).padStart(9)} of ${kb(budgetBytesFor(largest.page))} (${largest.page})`)
  }
  console.log(`Deferred to idle, all chunks: ${kb(deferredBytes)}`)
  if (failures.length) {
    console.error(`Size budget exceeded:\n  ${failures.join('\n  ')}`)
    process.exit(1)
  }
}
