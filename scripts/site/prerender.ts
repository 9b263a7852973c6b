// Renders every page of every language, the not-found pages and the language-choosing entry pages
// to static HTML in dist/: the site's stylesheet and its language's fonts in the head, and the page's
// one script at the end of <body> (docs/architecture.md, "Rendering").
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Manifest } from 'vite'
import { clientEntry } from '../../vite.config.ts'
import { earlyTapScript } from '../../src/components/islands/islandMarkup.ts'
import { fontFamilies, languageSubset, subsetFile } from './fontSubsets.ts'
import { offlinePath } from '../../src/sharedConstants.ts'
import type { Language } from '../../src/i18n/languages.ts'

/** What the build's server renderer (src/entry-server.tsx, built to dist-ssr/) exports. */
export type ServerEntry = typeof import('../../src/entry-server.tsx')

export const importServerEntry = (ssrDir = 'dist-ssr'): Promise<ServerEntry> => import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)

const origin = 'http://prerender.local'

const readManifest = async (dir: string) => JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest

/** A built file's address, from a manifest: `/assets/…`. */
function fileIn(manifest: Manifest, key: string): string {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is missing from the build's manifest`)
  return `/${entry.file}`
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}): Promise<number> {
  const { renderPage, localizedPaths, languages, routesWithoutPages } = await importServerEntry(ssrDir)
  const unrendered = routesWithoutPages()
  if (unrendered.length) throw new Error(`Routes no page renders (add them to localizedPaths in src/content/pages.ts): ${unrendered.join(', ')}`)
  // The server build renders every page, so its stylesheet holds every rule and its manifest every
  // font; the client build holds only the islands and the page's script.
  const [serverManifest, clientManifest] = await Promise.all([readManifest(ssrDir), readManifest(outDir)])
  // The whole stylesheet in every head: no request before the first paint, and the next page a link
  // opens has every rule it needs at once (with cssCodeSplit off, Vite writes one, keyed "style.css").
  const stylesheet = await readFile(join(ssrDir, fileIn(serverManifest, 'style.css')), 'utf8')
  // With it, each family's file for the page's language, preloaded: the text is drawn in them at
  // once rather than redrawn (and moved) when they arrive.
  const head = (html: string) => {
    const language = (html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'lv') as Language
    const fonts = fontFamilies.map((family) => fileIn(serverManifest, subsetFile(family, languageSubset(language))))
    return `${fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('')}<style>${stylesheet}</style>`
  }
  // Fetched at low priority: what the first paint needs (the fonts, the hero picture) comes first.
  const script = `<script type="module" async fetchpriority="low" src="${fileIn(clientManifest, clientEntry)}"></script>`
  // First in the head, so that a tap on an island's button before any script arrived is kept
  // (src/components/islands/islandMarkup.ts); the security policy allows it by its hash.
  const earlyTaps = `<script>${earlyTapScript()}</script>`
  const withAssets = (html: string) => html.replace('</head>', `${earlyTaps}${head(html)}</head>`).replace('</body>', `${script}</body>`)
  // A page without the page's script: the same wherever it is served, and complete as it is.
  const withoutScripts = (html: string, more = '') => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace('</head>', `${more}${head(html)}</head>`)
  // An address without a language: its head script sends the visitor to the same path in theirs.
  const choosesLanguage = (html: string) => withoutScripts(html, '<meta name="robots" content="noindex"><script src="/choose-language.js"></script>')

  let count = 0
  const write = async (file: string, html: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), html)
    count++
  }
  const render = async (path: string, status: number) => {
    const page = await renderPage(`${origin}${path}`)
    if (page.status !== status) throw new Error(`${path} rendered with status ${page.status}, not ${status}`)
    return page.html
  }

  for (const language of languages) {
    for (const path of localizedPaths) await write(join(language, path, 'index.html'), withAssets(await render(`/${language}${path}`, 200)))
    await write(join(language, '404.html'), withAssets(await render(`/${language}/this-page-does-not-exist`, 404)))
    await write(join(language, 'blog', '404.html'), withAssets(await render(`/${language}/blog/this-post-does-not-exist`, 404)))
    // What the offline worker answers for a page it has not stored (src/offline/offlineStorage.ts).
    await write(join(language, offlinePath, 'index.html'), withoutScripts(await render(`/${language}${offlinePath}`, 200)))
  }
  // Every unknown path outside a language: like the entry pages, it goes on to the same path in the
  // visitor's language, whose not-found page answers (in the default language without JavaScript).
  await write('404.html', choosesLanguage(await render('/this-page-does-not-exist', 404)))
  for (const path of localizedPaths) await write(join(path, 'index.html'), choosesLanguage(await render(path, 200)))
  return count
}
