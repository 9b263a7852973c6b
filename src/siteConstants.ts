// What the page, the offline workers and the servers must spell alike, in one module low in the
// house: it imports nothing, so the service worker, `npm start`'s server and the content can all
// read it. Each value is named here once; the modules that use it say what for.

/**
 * The page the offline worker answers with, offline, for a page of the language it has not stored
 * (docs/offline.md): the restaurant's address, phone and hours, and the links to the stored pages.
 */
export const offlinePath = '/offline'

/** Where the browser remembers the visitor's language (the privacy page names it). */
export const languageStorageKey = 'amigo-language'

// The type of every kind of file dist/ holds, written once for both servers and the offline
// worker: `npm start` (server/serve.ts) reads it, the build writes it as nginx's `types` and
// `charset_types` (scripts/site/securityHeaders.ts), and the worker stores each body with it.

/** Content types by file extension; anything else is application/octet-stream. */
export const contentTypes: Record<string, string> = {
  html: 'text/html',
  css: 'text/css',
  js: 'text/javascript',
  mjs: 'text/javascript',
  json: 'application/json',
  map: 'application/json',
  webmanifest: 'application/manifest+json',
  xml: 'application/xml',
  txt: 'text/plain',
  // An evening's "add to calendar" (RFC 5545): a phone offers it to its calendar by this type.
  ics: 'text/calendar',
  // The editor at /admin: its configuration, and the WebAssembly that Decap CMS compiles as it streams.
  yml: 'text/yaml',
  wasm: 'application/wasm',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
}

export const fallbackContentType = 'application/octet-stream'

/** Types whose files are text, all UTF-8: sent with `charset=utf-8` (a browser guesses otherwise, wrongly for Cyrillic). */
// Pure, so that a page which reads only the paths above carries none of this.
export const textTypes = /* @__PURE__ */ (() => [...new Set(Object.values(contentTypes))].filter((type) => /^text\/|\+xml$|[/+]json$|\/xml$/.test(type)))()

/** The Content-Type header of a file: "/ru/llms.txt" → "text/plain; charset=utf-8". */
export function contentTypeOf(file: string): string {
  const type = contentTypes[/\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? ''] ?? fallbackContentType
  return textTypes.includes(type) ? `${type}; charset=utf-8` : type
}
