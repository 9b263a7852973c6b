// Serves the production build: static files from dist/, and the not-found page with status 404 for
// any other path (in the path's language when it starts with one). It answers every request and
// never lets one bring it down: a malformed target gets 400, another method than GET or HEAD 405.
import { createServer } from 'node:http'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sirv from 'sirv'
import { isLanguage } from '../src/i18n/languages.ts'

const baseHeaders = { 'X-Content-Type-Options': 'nosniff' }

export function createSiteServer({ root = 'dist' } = {}) {
  const serveStatic = sirv(root, {
    extensions: ['html'],
    etag: true,
    // The build writes .br and .gz beside each file (scripts/compress.mjs).
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(baseHeaders)) response.setHeader(name, value)
      // Vite puts a content hash in every file name under /assets/.
      if (pathname.startsWith('/assets/')) response.setHeader('Cache-Control', 'public, max-age=31536000, immutable')
      else response.setHeader('Cache-Control', 'no-cache')
    },
  })

  const notFound = async (request, response, pathname) => {
    const [, language, section] = pathname.split('/')
    const page = !isLanguage(language) ? '404.html' : section === 'blog' ? join(language, 'blog', '404.html') : join(language, '404.html')
    // A missing page file still gets a 404, as plain text, rather than an error.
    const body = await readFile(join(root, page)).catch(() => null)
    const type = body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'
    response.writeHead(404, { ...baseHeaders, 'Content-Type': type, 'Cache-Control': 'no-cache' })
    response.end(request.method === 'HEAD' ? undefined : (body ?? 'Not found'))
  }

  const handle = (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' })
    const pathname = pathOf(request.url)
    if (pathname === null) return plain(response, 400, 'Bad request')
    serveStatic(request, response, () => notFound(request, response, pathname).catch((error) => fail(response, error)))
  }

  return createServer((request, response) => {
    try {
      handle(request, response)
    } catch (error) {
      fail(response, error)
    }
  })
}

/**
 * The path of a request target, or null when the target is malformed: not a path, characters a URI
 * may not hold (RFC 3986), or a percent sign that starts no escape.
 */
function pathOf(target = '') {
  if (!target.startsWith('/') || !/^[\w\-.~!$&'()*+,;=:@/?%]*$/.test(target) || /%(?![0-9a-f]{2})/i.test(target)) return null
  try {
    const { pathname } = new URL(`http://localhost${target}`)
    decodeURIComponent(pathname)
    return pathname
  } catch {
    return null
  }
}

function plain(response, status, text, headers = {}) {
  response.writeHead(status, { ...baseHeaders, ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' })
  response.end(text)
}

function fail(response, error) {
  console.error('Request failed:', error)
  if (response.headersSent) response.destroy()
  else plain(response, 500, 'Internal server error')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT) || 4173
  createSiteServer().listen(port, () => console.log(`Amigo is served at http://localhost:${port}/`))
}
