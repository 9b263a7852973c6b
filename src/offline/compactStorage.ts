// How the worker keeps what it stores small on the visitor's device (docs/offline.md, "What a
// visitor's device stores"). Browsers store a response's body as decoded, and every header with it:
// about three times what the server sends, and for a hashed module 1.4 KB of headers no stored copy
// uses. So the worker stores text gzip-compressed (CompressionStream) with only the headers it
// needs, and decompresses it as it answers.
import type { SerwistPlugin } from 'serwist'
import { textTypes } from '../siteConstants.ts'

/** What compresses: text (pages, scripts, styles, drawings). Fonts (woff2) are compressed already. */
const isCompressible = (type: string) => textTypes.includes(type.split(';')[0]!.trim())

/** What a stored body was compressed with, in the one header that says so. */
const storedEncoding = 'gzip'

/**
 * The headers a stored copy keeps. A page keeps them all (its security policy, and the `Date` its
 * "saved on" notice shows) but those of its transfer; any other file only its type.
 */
function storedHeaders(response: Response): Headers {
  const type = response.headers.get('Content-Type') ?? ''
  if (!type.startsWith('text/html')) return new Headers({ 'Content-Type': type })
  const headers = new Headers(response.headers)
  for (const name of ['Content-Encoding', 'Content-Length', 'Transfer-Encoding']) headers.delete(name)
  return headers
}

/** A response as it is stored: its text compressed, its headers trimmed. The size check measures with it (`npm run size`). */
export async function compacted(response: Response): Promise<Response> {
  const headers = storedHeaders(response)
  let body: BodyInit | null = response.body
  // A browser without CompressionStream (Safari before 16.4) stores the text as it came.
  if (body && isCompressible(headers.get('Content-Type') ?? '') && typeof CompressionStream === 'function') {
    // Read whole, not stored as a stream: every engine's Cache API takes a buffer.
    body = await new Response(body.pipeThrough(new CompressionStream(storedEncoding))).arrayBuffer()
    headers.set('Content-Encoding', storedEncoding)
  }
  return new Response(body, { status: response.status, statusText: response.statusText, headers })
}

/** A stored response as the page gets it: decompressed, with no header about how it was kept. */
export function unpacked(stored: Response): Response {
  if (stored.headers.get('Content-Encoding') !== storedEncoding || !stored.body) return stored
  const headers = new Headers(stored.headers)
  headers.delete('Content-Encoding')
  return new Response(stored.body.pipeThrough(new DecompressionStream(storedEncoding)), { status: stored.status, statusText: stored.statusText, headers })
}

/**
 * Serwist's precache with it. It replaces the precache's own check of what may be stored
 * (`PrecacheStrategy.defaultPrecacheCacheabilityPlugin`), hence the same refusal of errors.
 */
export const compactStorage: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status >= 400 ? null : compacted(response)),
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && unpacked(cachedResponse),
}
