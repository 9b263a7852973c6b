// Renders every page of every language, the not-found pages and the language-choosing entry pages
// to static HTML in dist/, each with the scripts and styles its routes need.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createHash } from 'node:crypto'
import { criticalCss, remainingCss } from './criticalCss.mjs'
import { pressableStyleElement } from './pressableStyle.mjs'
import { fontFamilies, languageSubsets, subsetFile } from './fontSubsets.mjs'

const origin = 'http://prerender.local'

export async function prerender({ outDir = 'dist', ssrDir = 'dist-ssr' } = {}) {
  const { renderPage, localizedPaths, languages, routesWithoutPages } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href)
  const unrendered = routesWithoutPages()
  if (unrendered.length) throw new Error(`Routes no page renders (add them to localizedPaths in src/content/pages.ts): ${unrendered.join(', ')}`)
  const manifest = JSON.parse(await readFile(join(outDir, '.vite/manifest.json'), 'utf8'))
  const assets = clientAssets(manifest)
  // Each page inlines the rules of the site's stylesheet its markup uses (scripts/criticalCss.mjs):
  // no request before the first paint, and no other page's styles in the first round trip. The
  // rest of the stylesheet follows after the first paint, for what scripts show.
  const siteCss = (await Promise.all(assets.css.map((file) => readFile(join(outDir, file), 'utf8')))).join('')
  // With them, the fonts of the page's language, preloaded: they come with the first round trips,
  // so the text is drawn in them at once rather than redrawn (and moved) when they arrive.
  const fontPreloads = (html) =>
    languageSubsets[html.match(/<html[^>]*\blang="([^"]+)"/)?.[1] ?? 'lv']
      .flatMap((subset) => fontFamilies.map((family) => `/${manifest[subsetFile(family, subset)].file}`))
      .map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`)
      .join('')
  // Pages with the same classes share one file of the rest: a kind of page in every language.
  const remainingFiles = new Map()
  const pressableStyle = await pressableStyleElement()
  const styles = {
    inlineFor: (html) => `${fontPreloads(html)}<style>${criticalCss(siteCss, html)}</style>`,
    // Only pages with scripts have react-aria's controls.
    pressableStyle,
    remainingFor: (html) => {
      const css = remainingCss(siteCss, html)
      const file = `assets/remaining-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`
      remainingFiles.set(file, css)
      return `/${file}`
    },
  }
  let count = 0

  const write = async (file, html) => {
    await mkdir(dirname(join(outDir, file)), { recursive: true })
    await writeFile(join(outDir, file), html)
    count++
  }

  for (const language of languages) {
    for (const path of localizedPaths) {
      const page = await renderPage(`${origin}/${language}${path}`)
      if (page.status !== 200) throw new Error(`/${language}${path} rendered with status ${page.status}`)
      await write(join(language, path, 'index.html'), withAssets(page, assets.forPage(page.routeIds, language), styles))
    }
    const missing = await renderPage(`${origin}/${language}/this-page-does-not-exist`)
    expectStatus(missing, 404)
    await write(join(language, '404.html'), withAssets(missing, assets.forPage(missing.routeIds, language), styles))
    const missingPost = await renderPage(`${origin}/${language}/blog/this-post-does-not-exist`)
    expectStatus(missingPost, 404)
    await write(join(language, 'blog', '404.html'), withAssets(missingPost, assets.forPage(missingPost.routeIds, language), styles))
  }

  const missing = await renderPage(`${origin}/this-page-does-not-exist`)
  expectStatus(missing, 404)
  // It answers every unknown path outside a language. Its router state holds only the root route's
  // not-found match, which is the same for any such path, so it hydrates wherever it is served.
  await write('404.html', withAssets(missing, assets.forPage(missing.routeIds, 'lv'), styles))

  for (const path of localizedPaths) {
    const entry = await renderPage(`${origin}${path}`)
    expectStatus(entry, 200)
    await write(join(path, 'index.html'), entryPage(entry, styles))
  }
  for (const [file, css] of remainingFiles) await writeFile(join(outDir, file), css)
  return count
}

function expectStatus(page, status) {
  if (page.status !== status) throw new Error(`expected ${status}, rendered ${page.status}`)
}

/** Walks Vite's manifest: the client entry, its static imports and CSS, and each route's chunks. */
function clientAssets(manifest) {
  // The client entry, and the application it starts after the first paint (vite.config.ts).
  const entryKey = 'src/entry-client.tsx'
  // The entries the client entry imports once the first screen is drawn, in this order.
  const startKeys = ['src/loading/startReact.ts', 'src/hydratePage.tsx']
  const missingKeys = [entryKey, ...startKeys].filter((key) => !manifest[key])
  if (missingKeys.length) throw new Error(`${missingKeys.join(', ')} missing from the build's manifest`)
  const closure = (keys) => {
    const seen = new Set()
    const visit = (key) => {
      if (seen.has(key) || !manifest[key]) return
      seen.add(key)
      for (const imported of manifest[key].imports ?? []) visit(imported)
    }
    keys.forEach(visit)
    return [...seen]
  }
  // With cssCodeSplit off, Vite writes one stylesheet, listed under the key "style.css".
  const siteCss = manifest['style.css'] ? [manifest['style.css'].file] : []
  const entryKeys = closure([entryKey, ...startKeys])

  return {
    css: unique([...siteCss, ...entryKeys.flatMap((key) => manifest[key].css ?? [])]),
    forPage(routeIds, language, { allCatalogs = false } = {}) {
      const files = routeIds.map(routeFile)
      const routeKeys = Object.keys(manifest).filter((key) => files.some((file) => key.split('?')[0] === file))
      const catalogs = allCatalogs ? [] : catalogKeys(language, files)
      const entryImports = closure([entryKey]).filter((key) => key !== entryKey)
      const pageKeys = closure([...startKeys, ...routeKeys, ...catalogs]).filter((key) => key !== entryKey && !entryImports.includes(key))
      const file = (key) => `/${manifest[key].file}`
      return { entry: file(entryKey), entryImports: unique(entryImports.map(file)), start: startKeys.map(file), modules: unique(pageKeys.map(file)) }
    },
  }
}

const unique = (values) => [...new Set(values)]

/** The source file of a route id, as Vite's manifest names it ("/$lang/menu" → src/routes/$lang/menu.tsx). */
const routeFile = (routeId) =>
  routeId === '__root__'
    ? 'src/routes/__root.tsx'
    : `src/routes${routeId.endsWith('/') ? `${routeId}index` : routeId}${routeId === '/$lang' ? '/route' : ''}.tsx`

/**
 * The catalog parts a page needs, in its language: the shell's and its page route's own
 * (scripts/catalogParts). Root and layout routes have no part of their own; their keys are not in
 * the manifest and drop out of the walk.
 */
const catalogKeys = (language, routeFiles) =>
  ['shell', ...routeFiles.map((file) => file.slice('src/routes/'.length, -'.tsx'.length))].map((part) => `locales/${language}/messages.po?part=${part}`)

function withAssets(page, { entry, entryImports, start, modules }, styles) {
  // The page reads and looks right before its scripts run (it is prerendered, and a tap before
  // hydration still works: docs/architecture.md, "Loading"). So only the client entry, about a
  // kilobyte, is in the head, at low priority; once the first screen is drawn it asks for the rest
  // of the stylesheet and the page's modules, and imports the two entries in data-start, all listed
  // here (src/loading/pageAssets.ts).
  const tags = [
    styles.inlineFor(page.html),
    styles.pressableStyle,
    `<script type="module" src="${entry}" fetchpriority="low" data-start="${start.join(' ')}" data-modules="${modules.join(' ')}" data-stylesheets="${styles.remainingFor(page.html)}"></script>`,
    ...entryImports.map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low">`),
  ]
  return page.html.replace('</head>', `${tags.join('')}</head>`)
}

/** A page served as HTML and CSS alone: no application bundle, no router state. */
function staticPage(page, styles, extraHead = '') {
  const robots = '<meta name="robots" content="noindex">'
  const head = `${robots}${extraHead}${styles.inlineFor(page.html)}`
  return page.html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace('</head>', `${head}</head>`)
}

/** An unprefixed entry page: the language-choosing script first, no application bundle. */
function entryPage(page, styles) {
  return staticPage(page, styles, '<script src="/choose-language.js"></script>')
}
