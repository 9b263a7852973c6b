// The site's response headers, written once: the security policy and the caching rule. The build
// (./build.ts, last step) reads the pages the prerender listed (./pagesManifest.ts) and writes, from
// one model,
//
//   dist/_headers                    for the edge and static hosts that read one (Cloudflare, Netlify)
//   dist/_redirects, .assetsignore   the edge's rewrites and the files it must not publish
//   dist/.deploy/headers.json        the model itself, read by `npm start` (server/headers.ts)
//   dist/.deploy/nginx-http.conf     nginx `types` and `map`s (http context), included by deploy/nginx.conf
//   dist/.deploy/nginx-server.conf   nginx `add_header` lines (server context)
//
// so the servers cannot drift apart, and the script hashes travel with the pages they allow.
// docs/deploying.md explains the choices; `node scripts/site/securityHeaders.ts` rewrites the files
// for an existing dist/.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { languages, type Language } from '../../src/i18n/languages.ts'
import { contentTypes, textTypes } from '../../src/siteConstants.ts'
import { allowedMethods, type HeaderModel } from '../../server/headers.ts'
import { defaultNotFoundPage, notFoundRules } from '../../server/notFoundPage.ts'
import { libraryStyleTexts } from './libraryStyles.ts'
import { builtPages } from './pagesManifest.ts'

/** Vite puts a content hash in every file name under /assets/: cached for a year, never revalidated. */
const cacheControl = { immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache', immutablePrefix: '/assets/' }

/** Headers every response carries, whatever its path and status. */
const commonHeaders: Record<string, string> = {
  // Two years; no includeSubDomains, which would bind every other host of the owner's domain to
  // HTTPS too (docs/deploying.md says when to add it and `preload`).
  'Strict-Transport-Security': 'max-age=63072000',
  'X-Content-Type-Options': 'nosniff',
  // The origin, and only the origin, goes to other hosts: OpenStreetMap's tile policy needs a Referer.
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  // Everything the site does not use is off, for it and for anything it could ever embed. The one
  // feature it uses is clipboard-write ("Copy address" on the visit page), for its own pages only.
  // Only names Chromium knows: an unknown one is a console error on every page.
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'clipboard-read=()',
    'clipboard-write=(self)',
    'display-capture=()',
    'encrypted-media=()',
    'fullscreen=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'idle-detection=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'picture-in-picture=()',
    'publickey-credentials-get=()',
    'screen-wake-lock=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  // No other site's page may load our files (a no-cors read of a script, style or font). Share
  // pictures are fetched by the platforms' servers, which this does not bind.
  'Cross-Origin-Resource-Policy': 'same-origin',
  // For browsers that predate CSP's frame-ancestors.
  'X-Frame-Options': 'DENY',
}

/** Where the editor is served (scripts/admin/writeAdmin.ts). */
export const editorPrefix = '/admin/'

/**
 * The editor's own headers (docs/owner.md, "The editor"). Decap CMS compiles its configuration's
 * schema at run time ('unsafe-eval'), styles with Emotion (inline styles), runs WebAssembly, shows
 * the photographs it uploads (blob:, data:) and GitHub's, talks to GitHub's API and, on the owner's
 * laptop, to its proxy on localhost; none of it is allowed on the site's pages. It signs in through
 * a pop-up on the authentication Worker's origin, which answers its opener: a same-origin opener
 * policy would cut that tie, so the editor allows its pop-ups one.
 */
export function editorHeaders(authOrigin?: string): Record<string, string> {
  return {
    'Content-Security-Policy': [
      "default-src 'none'",
      "script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https://avatars.githubusercontent.com https://raw.githubusercontent.com",
      "font-src 'self' data:",
      ['connect-src', "'self'", 'https://api.github.com', 'http://localhost:8081', ...(authOrigin ? [authOrigin] : [])].join(' '),
      "media-src 'self' blob:",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex, nofollow',
  }
}

/** Hashes as CSP sources, each once, in a stable order. */
const quoted = (hashes: string[]) => [...new Set(hashes)].toSorted().map((hash) => `'sha256-${hash}'`)

/** Whether a label of a URL template's host is (or holds) a placeholder such as `{a-c}`. */
const isPlaceholder = (label: string) => label.includes('{')

/**
 * The Content-Security-Policy for pages whose inline scripts and styles have these hashes. Nothing
 * is allowed unless named (default-src 'none'). Scripts: our own files and each inline script by its
 * hash (a tap kept before the islands arrive; the dated parts shown as the parser reaches them), no 'unsafe-inline', no 'unsafe-eval'. Styles: our own files, by hash the one
 * inlined stylesheet and the small stylesheet react-aria adds at run time (./libraryStyles.ts), and by hash the style attributes the prerender writes (react-aria's visually-hidden text),
 * which CSP allows only with 'unsafe-hashes'. Styles React sets later go through the CSSOM, which
 * CSP does not restrict. Images: our own and the map's tile host.
 */
export interface InlineContent {
  scriptHashes: string[]
  styleHashes: string[]
  styleAttributeHashes: string[]
}

export function contentSecurityPolicy({ scriptHashes = [], styleHashes = [], styleAttributeHashes = [], imageOrigin }: Partial<InlineContent> & { imageOrigin?: string | undefined }): string {
  const styleAttributes = styleAttributeHashes.length ? ["'unsafe-hashes'", ...quoted(styleAttributeHashes)] : []
  return [
    "default-src 'none'",
    ['script-src', "'self'", ...quoted(scriptHashes)].join(' '),
    ['style-src', "'self'", ...quoted(styleHashes), ...styleAttributes].join(' '),
    ['img-src', "'self'", ...(imageOrigin ? [imageOrigin] : [])].join(' '),
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ')
}

/**
 * The origin a map tile URL template loads from, as a CSP source: `https://tile.openstreetmap.org`,
 * or `https://*.tile.example.com` when the first label is a placeholder such as `{a-c}`.
 */
export function tileOrigin(template: string | undefined): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template ?? '')
  if (!match) return undefined
  const [, scheme = '', authority = ''] = match
  const labels = authority.split('.')
  const first = labels[0] ?? ''
  if (labels.slice(1).some(isPlaceholder) || (isPlaceholder(first) && labels.length < 3)) {
    throw new Error(`The map tile URL ${template} has a placeholder CSP cannot express: only a whole first label ({a-c}.host) can vary`)
  }
  return `${scheme.toLowerCase()}://${isPlaceholder(first) ? ['*', ...labels.slice(1)].join('.') : authority}`.toLowerCase()
}

/** The map's tile URL template as the build sees it: the same setting and default as src/content/mapSettings.ts. */
export async function builtTileUrl(root = process.cwd()): Promise<string> {
  const { runnerImport } = await import('vite')
  const { module } = await runnerImport('/src/content/mapSettings.ts', { root, mode: 'production', configFile: false, logLevel: 'error' })
  return (module as typeof import('../../src/content/mapSettings.ts')).mapTiles.url
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

/** Attribute values as the browser sees them (CSP hashes the decoded value). */
function decodeEntities(text: string): string {
  const named: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' }
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) return String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : Number(name.slice(1)))
    return named[name.toLowerCase()] ?? entity
  })
}

/** Script types the browser runs; anything else (JSON-LD, JSON) is a data block and needs no hash. */
const isExecutable = (attributes: string) => {
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase()
  return !type || type === 'module' || /^(text|application)\/(x-)?(java|ecma)script$/.test(type)
}

/**
 * What one built page needs allowed: the hashes of its inline scripts, inline stylesheets and style
 * attributes. Throws on what no hash may allow: inline event handlers and `javascript:` URLs.
 */
export function inlineContent(html: string, file = 'page'): InlineContent {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)].filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && isExecutable(attributes))
  const scriptHashes = scripts.map(([, , body = '']) => sha256(body))
  const styleHashes = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, body = '']) => sha256(body))
  // Markup only: the text inside scripts and stylesheets is not attributes.
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
  const styleAttributeHashes = [...markup.matchAll(/<[a-z][^>]*?\sstyle\s*=\s*(["'])([\s\S]*?)\1/gi)].map(([, , value = '']) => sha256(decodeEntities(value)))
  const handler = /<[a-z][^>]*?\s(on[a-z]+)\s*=/i.exec(markup)
  if (handler) throw new Error(`${file}: inline event handler ${handler[1]}= (move it into a script: the security policy allows no inline handlers)`)
  if (/\s(?:href|src|action|formaction)\s*=\s*["']?\s*javascript:/i.test(markup)) throw new Error(`${file}: a javascript: URL (the security policy does not allow one)`)
  return { scriptHashes, styleHashes, styleAttributeHashes }
}

/**
 * The header model of a built site: the common headers, and one Content-Security-Policy per part of
 * the site — each language (`/lv/…`), whose pages and not-found pages share one policy, and the rest
 * (the unprefixed entry pages, the generic not-found page, files). One policy per language rather
 * than per page keeps the static hosts' `_headers` within their limits and gives a not-found page
 * the policy of its language wherever it is served.
 */
export async function headerModel({ root = 'dist', tileUrl }: { root?: string; tileUrl?: string }): Promise<HeaderModel> {
  // A page's part of the site is its language's, or the rest for a page outside every language.
  const pages = await Promise.all(builtPages(root).map(async ({ file, language }) => ({ section: language ?? '', ...inlineContent(await readFile(join(root, file), 'utf8'), file) })))
  const policyOf = (section: Language | '') => {
    const inSection = pages.filter((page) => page.section === section)
    return contentSecurityPolicy({
      scriptHashes: inSection.flatMap((page) => page.scriptHashes),
      // Any page may run react-aria, so the styles it adds are allowed everywhere.
      styleHashes: [...inSection.flatMap((page) => page.styleHashes), ...libraryStyleTexts.map(sha256)],
      styleAttributeHashes: inSection.flatMap((page) => page.styleAttributeHashes),
      imageOrigin: tileOrigin(tileUrl),
    })
  }
  return {
    common: commonHeaders,
    allow: allowedMethods.join(', '),
    cacheControl,
    defaultPolicy: policyOf(''),
    languagePolicies: Object.fromEntries(languages.map((language) => [language, policyOf(language)])) as Record<Language, string>,
    pages: pages.length,
    editor: { prefix: editorPrefix, headers: editorHeaders(process.env.ADMIN_AUTH_URL ? new URL(process.env.ADMIN_AUTH_URL).origin : undefined) },
  }
}

/** The first line of every file written here. */
const generated = (more: string) => `# Generated by scripts/site/securityHeaders.ts at build; do not edit${more}`

const extensionsOf = (type: string) => Object.keys(contentTypes).filter((extension) => contentTypes[extension] === type)

/** nginx strings: double-quoted, with quotes and backslashes escaped. */
const nginxString = (value: string) => `"${String(value).replace(/["\\]/g, '\\$&')}"`

/**
 * nginx, http context: the policy and cache rule by the URI being served, the not-found page by the
 * URI asked for, and `Allow` by method. `$uri` is the URI after internal redirects, so a not-found
 * page gets its own part's policy, and a missing asset (sent as a not-found page) is not immutable.
 */
export function nginxHttpConf(model: HeaderModel): string {
  return [
    generated('. Included in the http context.'),
    '# The types dist/ holds (src/siteConstants.ts), so nothing depends on a system mime.types.',
    'types {',
    ...[...new Set(Object.values(contentTypes))].map((type) => `    ${type} ${extensionsOf(type).join(' ')};`),
    '}',
    'default_type application/octet-stream;',
    'charset utf-8;',
    `charset_types ${textTypes.filter((type) => type !== 'text/html').join(' ')};`,
    'map $uri $amigo_csp {',
    `    default ${nginxString(model.defaultPolicy)};`,
    `    ~^${model.editor.prefix.slice(0, -1)}(/|$) ${nginxString(model.editor.headers['Content-Security-Policy']!)};`,
    ...languages.map((language) => `    ~^/${language}(/|$) ${nginxString(model.languagePolicies[language])};`),
    '}',
    '# Immutable only for a file found under the prefix: never an error answer (a 404 is the not-found',
    '# page\'s $uri anyway; any other error there, and every other method, is revalidated).',
    'map "$request_method $status $uri" $amigo_cache_control {',
    `    default ${nginxString(model.cacheControl.revalidate)};`,
    `    ~^(GET|HEAD)\\s(200|304)\\s${model.cacheControl.immutablePrefix} ${nginxString(model.cacheControl.immutable)};`,
    '}',
    '# The editor\'s own headers over the common ones (scripts/site/securityHeaders.ts, editorHeaders).',
    ...editorOverrides(model).flatMap(({ name, variable }) => [
      `map $uri ${variable} {`,
      `    default ${nginxString(model.common[name] ?? '')};`,
      `    ~^${model.editor.prefix.slice(0, -1)}(/|$) ${nginxString(model.editor.headers[name]!)};`,
      '}',
    ]),
    'map $request_method $amigo_allow {',
    '    default ' + nginxString(model.allow) + ';',
    ...allowedMethods.map((method) => `    ${method} "";`),
    '}',
    '# The not-found page the router renders for a path (server/notFoundPage.ts).',
    'map $uri $amigo_not_found {',
    `    default ${defaultNotFoundPage};`,
    ...notFoundRules.map(({ path, page }) => `    ~${path} ${page};`),
    '}',
    '',
  ].join('\n')
}

/** The editor's headers other than its policy, each with the nginx variable that carries it. */
const editorOverrides = (model: HeaderModel) =>
  Object.keys(model.editor.headers)
    .filter((name) => name !== 'Content-Security-Policy')
    .map((name) => ({ name, variable: `$amigo_${name.toLowerCase().replace(/-/g, '_')}` }))

/** nginx, server context: every header on every response (`always`: errors too). */
export function nginxServerConf(model: HeaderModel): string {
  return [
    generated('. Included in the server context;'),
    '# no location may use add_header, or these would stop applying there.',
    ...Object.entries(model.common).map(([name, value]) => `add_header ${name} ${editorOverrides(model).find((override) => override.name === name)?.variable ?? nginxString(value)} always;`),
    ...editorOverrides(model).filter(({ name }) => !(name in model.common)).map(({ name, variable }) => `add_header ${name} ${variable} always;`),
    'add_header Content-Security-Policy $amigo_csp always;',
    'add_header Cache-Control $amigo_cache_control always;',
    'add_header Allow $amigo_allow always;',
    '',
  ].join('\n')
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both merge the headers of every rule a path matches,
 * joining repeated names with commas (two policies would both apply), so each header comes from
 * exactly one matching rule: the common ones from `/*`, the policy from the rule of the path's part
 * of the site. Unprefixed entries are listed one by one from what the build wrote.
 */
export async function staticHeaders(model: HeaderModel, root = 'dist'): Promise<string> {
  const rules: [string, Record<string, string>][] = [['/*', model.common]]
  const revalidated = (policy: string) => ({ 'Content-Security-Policy': policy, 'Cache-Control': model.cacheControl.revalidate })
  for (const language of languages) {
    rules.push([`/${language}`, revalidated(model.languagePolicies[language])], [`/${language}/*`, revalidated(model.languagePolicies[language])])
  }
  rules.push(['/', revalidated(model.defaultPolicy)])
  const entries = await readdir(root, { withFileTypes: true })
  for (const entry of entries.toSorted((a, b) => a.name.localeCompare(b.name))) {
    if (languages.some((language) => language === entry.name) || entry.name.startsWith('.') || /^_(headers|redirects)$/.test(entry.name)) continue
    const path = `/${entry.name}`
    if (`${path}/` === model.editor.prefix) {
      // The editor's headers replace the common ones of the same name: `!` detaches a header `/*` gave.
      const replaced = Object.keys(model.editor.headers).filter((name) => name in model.common && name !== 'Content-Security-Policy')
      const editor = { ...Object.fromEntries(replaced.map((name) => [`! ${name}`, ''])), ...model.editor.headers, 'Cache-Control': model.cacheControl.revalidate }
      rules.push([path, editor], [`${path}/*`, editor])
    } else if (`${path}/` === model.cacheControl.immutablePrefix) {
      rules.push([`${path}/*`, { 'Content-Security-Policy': model.defaultPolicy, 'Cache-Control': model.cacheControl.immutable }])
    } else if (entry.isDirectory()) rules.push([path, revalidated(model.defaultPolicy)], [`${path}/*`, revalidated(model.defaultPolicy)])
    else if (!/\.(br|gz)$/.test(entry.name)) rules.push([path, revalidated(model.defaultPolicy)])
    // The edge serves /404.html at /404 (html_handling in wrangler.jsonc); /index.html is /, above.
    if (entry.isFile() && entry.name.endsWith('.html') && entry.name !== 'index.html') rules.push([path.slice(0, -'.html'.length), revalidated(model.defaultPolicy)])
  }
  const text = [
    generated('. See docs/deploying.md.'),
    ...rules.flatMap(([path, headers]) => [path, ...Object.entries(headers).map(([name, value]) => (name.startsWith('! ') ? `  ${name}` : `  ${name}: ${value}`))]),
    '',
  ].join('\n')
  // Cloudflare Pages' limits (Netlify's are looser): 100 rules, 2,000 characters a line.
  const tooLong = text.split('\n').filter((line) => line.length > 2000).length
  if (rules.length > 100 || tooLong) {
    throw new Error(`_headers is over the static hosts' limits (${rules.length} rules of 100; ${tooLong} lines over 2000 characters): too many inline scripts in one language (docs/deploying.md, "On Cloudflare's edge")`)
  }
  return text
}

/** Writes every header file for the built site in `root`. */
export async function writeSecurityHeaders({ root = 'dist', tileUrl }: { root?: string; tileUrl?: string } = {}): Promise<HeaderModel> {
  const model = await headerModel({ root, tileUrl: tileUrl ?? (await builtTileUrl()) })
  await mkdir(join(root, '.deploy'), { recursive: true })
  await writeFile(join(root, '.deploy', 'headers.json'), `${JSON.stringify(model, null, 2)}\n`)
  await writeFile(join(root, '.deploy', 'nginx-http.conf'), nginxHttpConf(model))
  await writeFile(join(root, '.deploy', 'nginx-server.conf'), nginxServerConf(model))
  await writeFile(join(root, '_headers'), await staticHeaders(model, root))
  // The edge's `_redirects`: each language's home is served at its canonical address with the slash
  // (/lv/), where the edge's html_handling (wrangler.jsonc) would otherwise redirect to /lv. A rewrite
  // (status 200), not a redirect; the edge applies it before looking for a file.
  // The editor's page likewise at /admin/, where its own page asks for it.
  const redirects = [...languages.map((language) => `/${language}/ /${language} 200`), `${editorPrefix} ${editorPrefix.slice(0, -1)} 200`]
  await writeFile(join(root, '_redirects'), [generated('. See docs/deploying.md.'), ...redirects, ''].join('\n'))
  // What the edge must not publish (gitignore patterns): the build's own folders, and the
  // precompressed copies (it compresses by itself).
  await writeFile(join(root, '.assetsignore'), ['.*', '*.br', '*.gz', ''].join('\n'))
  return model
}

if (import.meta.main) {
  const model = await writeSecurityHeaders()
  console.log(`Security headers for ${model.pages} pages written to dist/_headers and dist/.deploy/`)
}
