// The type of every kind of file dist/ holds, written once for both servers: `npm start` (./serve.ts)
// reads it, and the build writes it as nginx's `types` and `charset_types` (scripts/site/securityHeaders.ts).

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
export const textTypes = [...new Set(Object.values(contentTypes))].filter((type) => /^text\/|\+xml$|[/+]json$|\/xml$/.test(type))

/** The Content-Type header of a file: "/ru/llms.txt" → "text/plain; charset=utf-8". */
export function contentTypeOf(file: string): string {
  const type = contentTypes[/\.([^./]+)$/.exec(file)?.[1]?.toLowerCase() ?? ''] ?? fallbackContentType
  return textTypes.includes(type) ? `${type}; charset=utf-8` : type
}
