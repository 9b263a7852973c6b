// Serves the production build: static files from dist/, and the not-found page with status 404 for
// any other path (in the path's language when it starts with one). It answers every request and
// never lets one bring it down: a malformed target gets 400, another method than GET or HEAD 405.
// Every response carries the headers nginx and the static hosts send, from the model the build
// wrote (./headers.ts). A runtime module: it imports nothing from the build.
import { createServer, type IncomingMessage, type OutgoingHttpHeaders, type Server, type ServerResponse } from 'node:http'
import { readFileSync, realpathSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { Duplex } from 'node:stream'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import sirv from 'sirv'
import { allowedMethods, headersFor, type HeaderModel } from './headers.ts'
import { notFoundPageFor } from './notFoundPage.ts'

/** The header model of the build in `root`; the server does not start without one. */
function headerModelOf(root: string): HeaderModel {
  const file = join(root, '.deploy', 'headers.json')
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as HeaderModel
  } catch (error) {
    throw new Error(`${file} is missing or unreadable: build the site first (npm run build)`, { cause: error })
  }
}

export function createSiteServer({ root = 'dist' } = {}): Server {
  const model = headerModelOf(root)
  // By the decoded path, as nginx's $uri: /%65n/ is /en/ and gets its policy.
  const headers = (pathname: string, method?: string, status?: number) => headersFor(model, decoded(pathname), { method, status })
  const serveStatic = sirv(root, {
    extensions: ['html'],
    etag: true,
    // The build writes .br and .gz beside each file (scripts/build/compress.ts).
    brotli: true,
    gzip: true,
    setHeaders(response, pathname) {
      for (const [name, value] of Object.entries(headers(pathname))) response.setHeader(name, value)
    },
  })

  const notFound = async (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    // A missing page file still gets a 404, as plain text, rather than an error.
    const body = await readFile(join(root, notFoundPageFor(decoded(pathname)))).catch(() => null)
    const type = body ? 'text/html; charset=utf-8' : 'text/plain; charset=utf-8'
    // The path asked for decides the policy: its part of the site is the not-found page's own.
    response.writeHead(404, { ...headers(pathname, request.method, 404), 'Content-Type': type })
    response.end(request.method === 'HEAD' ? undefined : (body ?? 'Not found'))
  }

  const handle = (request: IncomingMessage, response: ServerResponse) => {
    const pathname = pathOf(request.url)
    if (!allowedMethods.includes(request.method ?? '')) return plain(response, 405, 'Method not allowed', headers(pathname ?? '/', request.method))
    if (pathname === null) return plain(response, 400, 'Bad request', headers('/'))
    const missing = () => notFound(request, response, pathname).catch((error: unknown) => fail(response, error, headers(pathname, request.method, 500)))
    // The static hosts' header file is not part of the site (nginx answers it the same way).
    if (pathname === '/_headers') return missing()
    serveStatic(request, response, missing)
  }

  const server = createServer((request, response) => {
    try {
      handle(request, response)
    } catch (error) {
      fail(response, error, headers('/', 'GET', 500))
    }
  })
  // Requests the handler above never sees get the same headers: CONNECT (which Node would answer by
  // dropping the connection) and requests Node cannot parse (its own answer would have none).
  server.on('connect', (_request, socket: Duplex) => answerOnSocket(socket, 405, 'Method Not Allowed', headers('/', 'CONNECT')))
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    answerOnSocket(socket, tooLarge ? 431 : 400, tooLarge ? 'Request Header Fields Too Large' : 'Bad Request', headers('/', 'GET', 400))
  })
  return server
}

/** A whole plain-text answer written straight to the socket, which is then closed. */
function answerOnSocket(socket: Duplex, status: number, reason: string, headers: Record<string, string>) {
  socket.on('error', () => socket.destroy())
  if (!socket.writable) return socket.destroy()
  const body = `${reason}\n`
  const fields = { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`)
}

/**
 * The path of a request target, or null when the target is malformed: not a path, characters a URI
 * may not hold (RFC 3986), or a percent sign that starts no escape.
 */
function pathOf(target = ''): string | null {
  if (!target.startsWith('/') || !/^[\w\-.~!$&'()*+,;=:@/?%]*$/.test(target) || /%(?![0-9a-f]{2})/i.test(target)) return null
  try {
    const { pathname } = new URL(`http://localhost${target}`)
    decodeURIComponent(pathname)
    return pathname
  } catch {
    return null
  }
}

function decoded(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

function plain(response: ServerResponse, status: number, text: string, headers: OutgoingHttpHeaders) {
  response.writeHead(status, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' })
  response.end(text)
}

function fail(response: ServerResponse, error: unknown, headers: OutgoingHttpHeaders) {
  console.error('Request failed:', error)
  if (response.headersSent) response.destroy()
  else plain(response, 500, 'Internal server error', headers)
}

// Run as `npm run serve` (compared as URLs: a path with a space is %20 in import.meta.url).
if (process.argv[1] && import.meta.url === pathToFileURL(realpathSync(process.argv[1])).href) {
  const port = Number(process.env.PORT) || 4173
  createSiteServer().listen(port, () => console.log(`Amigo is served at http://localhost:${port}/`))
}
