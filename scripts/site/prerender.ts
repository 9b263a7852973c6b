// Renders every page of every language, the not-found pages and the language-choosing entry pages
// to static HTML in dist/: the site's stylesheet and its language's fonts in the head, and the page's
// one script at the end of <body> (docs/architecture.md, "Rendering").
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join, sep } from 'node:path'
import type { Manifest } from 'vite'
import { clientEntry } from '../../vite.config.ts'
import { earlyTapScript, islandsIn } from '../../src/components/islands/islandMarkup.ts'
import { offsetTable, restaurantTimeZone } from '../../src/hours/calendar.ts'
import { datedPartsScript, rigaOffsetsAttribute } from '../../src/hours/datedParts.ts'
import { fontFamilies, languageSubset, subsetFile } from './fontSubsets.ts'
import { offlinePath } from '../../src/siteConstants.ts'
import type { Language } from '../../src/i18n/languages.ts'
import { pagesManifestFile, type BuiltPage, type PageKind } from './pagesManifest.ts'
import { importServerEntry } from './serverEntry.ts'

const origin = 'http://prerender.local'

/** The build's script that defines what each dated part's script calls (src/entry-dated-parts.ts), in dist-ssr/: written into heads, not served. */
export const datedPartsHeadScript = 'dated-parts.js'

const readManifest = async (dir: string) => JSON.parse(await readFile(join(dir, '.vite/manifest.json'), 'utf8')) as Manifest

/** A built file's address, from a manifest: `/assets/…`. */
function fileIn(manifest: Manifest, key: string): string {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is missing from the build's manifest`)
  return `/${entry.file}`
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}): Promise<number> {
  const { renderPage, localizedPaths, languages, routesWithoutPages, pageRoutes, blogPostRoute, offlineRoute } = await importServerEntry(ssrDir)
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
  const scriptTag = `<script type="module" async fetchpriority="low" src="${fileIn(clientManifest, clientEntry)}"></script>`
  // First in the head, so that a tap on an island's button before any script arrived is kept
  // (src/components/islands/islandMarkup.ts); the security policy allows it by its hash.
  const earlyTaps = `<script>${earlyTapScript()}</script>`
  // Then, on a page with dated parts, what their scripts call as the parser reaches each part, so the
  // first paint shows the visitor's day (src/hours/datedParts.ts).
  // It reads Riga's clock by the offsets from UTC of the coming two years, as this machine's time-zone
  // database has them (a site not rebuilt for longer reads them with Intl).
  const offsets = JSON.stringify(offsetTable(restaurantTimeZone, new Date(), 2 * 365))
  const datedParts = `<script ${rigaOffsetsAttribute}="${offsets}">${(await readFile(join(ssrDir, datedPartsHeadScript), 'utf8')).trim()}</script>`
  const withAssets = (html: string) =>
    html.replace('</head>', `${earlyTaps}${html.includes(datedPartsScript) ? datedParts : ''}${head(html)}</head>`).replace('</body>', `${scriptTag}</body>`)
  // A page without the page's script: the same wherever it is served, and complete as it is.
  const withoutScripts = (html: string, more = '') => html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace('</head>', `${more}${head(html)}</head>`)
  // An address without a language: its head script sends the visitor to the same path in theirs.
  const choosesLanguage = (html: string) => withoutScripts(html, '<meta name="robots" content="noindex"><script src="/choose-language.js"></script>')

  // An entry page's route is its page's without the language ("/menu" beside "/$lang/menu"); an
  // index route's id ends in a slash ("/$lang/blog/").
  const kindOf = (route: string, status: number): PageKind => {
    const inLanguage = (route.startsWith('/$lang') ? route : `/$lang${route}`).replace(/\/$/, '')
    if (status === 404) return inLanguage === blogPostRoute ? 'post not found' : 'not found'
    if (inLanguage === blogPostRoute) return 'post'
    if (inLanguage === offlineRoute) return 'offline'
    const name = (Object.keys(pageRoutes) as (keyof typeof pageRoutes)[]).find((page) => pageRoutes[page].replace(/\/$/, '') === inLanguage)
    if (!name) throw new Error(`The route ${route} is no page the prerender knows`)
    return name
  }
  const pages: BuiltPage[] = []
  const write = async (path: string, file: string, html: string, { route, status }: { route: string; status: 200 | 404 }) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), html)
    const language = (/^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1] ?? null) as Language | null
    const script = html.includes(scriptTag) ? fileIn(clientManifest, clientEntry).slice(1) : null
    pages.push({ path, file: file.split(sep).join('/').replace(/^\//, ''), language: languages.includes(language as Language) ? language : null, kind: kindOf(route, status), route, status, script, islands: [...new Map(islandsIn(html).map(({ name, load }) => [`${name} ${load}`, { name, load }])).values()] })
  }
  const render = async (path: string, status: 200 | 404) => {
    const page = await renderPage(`${origin}${path}`)
    if (page.status !== status) throw new Error(`${path} rendered with status ${page.status}, not ${status}`)
    return { html: page.html, route: page.route, status }
  }

  for (const language of languages) {
    for (const path of localizedPaths) {
      const page = await render(`/${language}${path}`, 200)
      await write(`/${language}${path}`, join(language, path, 'index.html'), withAssets(page.html), page)
    }
    const notFound = await render(`/${language}/this-page-does-not-exist`, 404)
    await write(`/${language}/404`, join(language, '404.html'), withAssets(notFound.html), notFound)
    const postNotFound = await render(`/${language}/blog/this-post-does-not-exist`, 404)
    await write(`/${language}/blog/404`, join(language, 'blog', '404.html'), withAssets(postNotFound.html), postNotFound)
    // What the offline worker answers for a page it has not stored (src/offline/offlineStorage.ts).
    const offline = await render(`/${language}${offlinePath}`, 200)
    await write(`/${language}${offlinePath}`, join(language, offlinePath, 'index.html'), withoutScripts(offline.html), offline)
  }
  // Every unknown path outside a language: like the entry pages, it goes on to the same path in the
  // visitor's language, whose not-found page answers (in the default language without JavaScript).
  const outside = await render('/this-page-does-not-exist', 404)
  await write('/404', '404.html', choosesLanguage(outside.html), outside)
  for (const path of localizedPaths) {
    const page = await render(path, 200)
    await write(path, join(path, 'index.html'), choosesLanguage(page.html), page)
  }
  await mkdir(join(outDir, dirname(pagesManifestFile)), { recursive: true })
  await writeFile(join(outDir, pagesManifestFile), `${JSON.stringify(pages, null, 1)}\n`)
  return pages.length
}
