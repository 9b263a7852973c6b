// Renders every page of every language, the not-found pages and the language-choosing entry pages
// to static HTML in dist/, each with the scripts and styles its routes need.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHash } from 'node:crypto'
import type { Manifest } from 'vite'
import type { RenderedPage } from '../../src/entry-server.tsx'
import { criticalCss, remainingCss } from './criticalCss.ts'
import { pressableStyleElement } from './libraryStyles.ts'
import { fontFamilies, languageSubsets, subsetFile } from './fontSubsets.ts'
import { clientEntries, startedEntries } from './clientEntries.ts'

/** What the build's server renderer (src/entry-server.tsx, built to dist-ssr/) exports. */
export type ServerEntry = typeof import('../../src/entry-server.tsx')

export const importServerEntry = (ssrDir = 'dist-ssr'): Promise<ServerEntry> => import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)

const origin = 'http://prerender.local'

/** The page's styles: fonts and rules inlined in its head, and the file of the rest it loads later. */
interface PageStyles {
  inlineFor: (html: string) => string
  remainingFor: (html: string) => string
}

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}): Promise<number> {
  const { renderPage, localizedPaths, languages, routesWithoutPages } = await importServerEntry(ssrDir)
  const unrendered = routesWithoutPages()
  if (unrendered.length) throw new Error(`Routes no page renders (add them to localizedPaths in src/content/pages.ts): ${unrendered.join(', ')}`)
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const assets = clientAssets(manifest)
  // Each page inlines the rules of the site's stylesheet its markup uses (./criticalCss.ts): no
  // request before the first paint, and no other page's styles in the first round trip. The rest
  // of the stylesheet follows after the first paint, for what scripts show.
  const siteCss = (await Promise.all(assets.css.map((file) => readFile(join(outDir, file), 'utf8')))).join('')
  // With them, the fonts of the page's language, preloaded: they come with the first round trips,
  // so the text is drawn in them at once rather than redrawn (and moved) when they arrive.
  const fontPreloads = (html: string) => {
    const language = (html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'lv') as keyof typeof languageSubsets
    return languageSubsets[language]
      .flatMap((subset) => fontFamilies.map((family) => `/${manifestEntry(manifest, subsetFile(family, subset)).file}`))
      .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
      .join('')
  }
  // Pages with the same classes share one file of the rest: a kind of page in every language.
  const remainingFiles = new Map<string, string>()
  const styles: PageStyles = {
    inlineFor: (html) => `${fontPreloads(html)}<style>${criticalCss(siteCss, html)}</style>`,
    remainingFor: (html) => {
      const css = remainingCss(siteCss, html)
      const file = `assets/remaining-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
      remainingFiles.set(file, css)
      return `/${file}`
    },
  }
  let count = 0

  const write = async (file: string, html: string) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), html)
    count++
  }
  const render = async (path: string, status: number) => {
    const page = await renderPage(`${origin}${path}`)
    if (page.status !== status) throw new Error(`${path} rendered with status ${page.status}, not ${status}`)
    return page
  }

  for (const language of languages) {
    for (const path of localizedPaths) {
      const page = await render(`/${language}${path}`, 200)
      await write(join(language, path, 'index.html'), withAssets(page, assets.forPage(page.routeIds, language), styles))
    }
    const missing = await render(`/${language}/this-page-does-not-exist`, 404)
    await write(join(language, '404.html'), withAssets(missing, assets.forPage(missing.routeIds, language), styles))
    const missingPost = await render(`/${language}/blog/this-post-does-not-exist`, 404)
    await write(join(language, 'blog', '404.html'), withAssets(missingPost, assets.forPage(missingPost.routeIds, language), styles))
  }

  // It answers every unknown path outside a language. Its router state holds only the root route's
  // not-found match, which is the same for any such path, so it hydrates wherever it is served.
  const missing = await render('/this-page-does-not-exist', 404)
  await write('404.html', withAssets(missing, assets.forPage(missing.routeIds, 'lv'), styles))

  for (const path of localizedPaths) await write(join(path, 'index.html'), entryPage(await render(path, 200), styles))
  for (const [file, css] of remainingFiles) await writeFile(join(outDir, file), css)
  return count
}

function manifestEntry(manifest: Manifest, key: string) {
  const entry = manifest[key]
  if (!entry) throw new Error(`${key} is missing from the build's manifest`)
  return entry
}

/** The files a page's module script lists (src/startup/pageAssets.ts). */
interface PageScripts {
  /** The start-up script, the page's one module script. */
  start: string
  /** What the start-up script itself imports, preloaded beside it. */
  startImports: string[]
  /** The entries it imports, in order: React DOM, then the client entry. */
  started: string[]
  /** Every other module the page needs to hydrate: the application, its routes, its catalog parts. */
  modules: string[]
}

/** Reads Vite's manifest: the entries, their static imports and CSS, and each route's chunks. */
function clientAssets(manifest: Manifest) {
  for (const key of Object.values(clientEntries)) manifestEntry(manifest, key)
  const closure = (keys: string[]) => {
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return [...seen]
  }
  const file = (key: string) => `/${manifestEntry(manifest, key).file}`
  // With cssCodeSplit off, Vite writes one stylesheet, listed under the key "style.css".
  const siteCss = manifest['style.css'] ? [manifest['style.css'].file] : []
  const entryKeys = closure(Object.values(clientEntries))
  const startImports = closure([clientEntries.start]).filter((key) => key !== clientEntries.start)

  return {
    css: unique([...siteCss, ...entryKeys.flatMap((key) => manifest[key]?.css ?? [])]),
    forPage(routeIds: string[], language: string): PageScripts {
      const files = routeIds.map(routeFile)
      const routeKeys = Object.keys(manifest).filter((key) => files.some((routeSource) => key.split('?')[0] === routeSource))
      const pageKeys = closure([...startedEntries, ...routeKeys, ...catalogKeys(language, files)]).filter(
        (key) => key !== clientEntries.start && !startImports.includes(key),
      )
      return { start: file(clientEntries.start), startImports: unique(startImports.map(file)), started: startedEntries.map(file), modules: unique(pageKeys.map(file)) }
    },
  }
}

const unique = <T>(values: T[]) => [...new Set(values)]

/** The source file of a route id, as Vite's manifest names it ("/$lang/menu" → src/routes/$lang/menu.tsx). */
const routeFile = (routeId: string) =>
  routeId === '__root__'
    ? 'src/routes/__root.tsx'
    : `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}${routeId === '/$lang' ? '/route' : ''}.tsx`

/**
 * The catalog parts a page needs, in its language: the shell's and its page route's own
 * (./catalogParts). Root and layout routes have no part of their own; their keys are not in the
 * manifest and drop out of the walk.
 */
const catalogKeys = (language: string, routeFiles: string[]) =>
  ['shell', ...routeFiles.map((file) => file.slice('src/routes/'.length, -'.tsx'.length))].map((part) => `locales/${language}/messages.po?part=${part}`)

function withAssets(page: RenderedPage, { start, startImports, started, modules }: PageScripts, styles: PageStyles): string {
  // The page reads and looks right before its scripts run (it is prerendered, and a tap before
  // hydration still works: docs/architecture.md, "Loading"). So only the start-up script, about a
  // kilobyte, is in the head, at low priority; once the first screen is drawn it asks for the rest
  // of the stylesheet and the page's modules, and imports the entries in data-start, all listed
  // here (src/startup/pageAssets.ts).
  const tags = [
    styles.inlineFor(page.html),
    // Only pages with scripts have react-aria's controls (./libraryStyles.ts).
    pressableStyleElement,
    `<script type="module" src="${start}" fetchpriority="low" data-start="${started.join(' ')}" data-modules="${modules.join(' ')}" data-stylesheets="${styles.remainingFor(page.html)}"></script>`,
    ...startImports.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
  ]
  return page.html.replace('</head>', `${tags.join('')}</head>`)
}

/** An unprefixed entry page: HTML and CSS with the language-choosing script first, no application. */
function entryPage(page: RenderedPage, styles: PageStyles): string {
  const head = `<meta name="robots" content="noindex"><script src="/choose-language.js"></script>${styles.inlineFor(page.html)}`
  return page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace('</head>', `${head}</head>`)
}
