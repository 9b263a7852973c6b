// Serves the production build (`npm start`): each file of dist/ as it is on disk when it is asked for
// (a rebuild or a deploy under a running server is served at once), the not-found page of the path's
// language with status 404 for any other path, 405 for methods other than GET and HEAD, 400 for
// malformed requests, 408 for a request head still unfinished after 10 s. Ranges, conditional
// requests and streaming are `send`'s (the file server under Express's static files); which
// precompressed copy a client takes is `negotiator`'s (q-values honoured), and a copy that cannot be
// read gives way to the next. Paths resolve as nginx's `try_files $uri $uri/index.html`
// (deploy/amigo-site.conf), and every answer carries the headers nginx and the edge send, from the
// model the build wrote (./headerModelFile.ts, ./headers.ts). Once started, nothing in dist/ stops it:
// what is wrong there is a 404, a 500 or a closed connection, said on stderr. A runtime module: it imports
// nothing from the build.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { ReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Duplex } from 'node:stream'
import Negotiator from 'negotiator'
import send from 'send'
import { contentTypeOf } from '../src/siteConstants.ts'
import { headerModelOf } from './headerModelFile.ts'
import { allowedMethods, headersFor } from './headers.ts'
import { notFoundPageFor } from './notFoundPage.ts'

/** The copies the build writes beside each text file (scripts/site/compress.ts), best first. */
const precompressed = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
]

/**
 * How long a client has to send a request's head, as nginx's `client_header_timeout`
 * (deploy/amigo-http.conf): ample for any browser, which sends it in one packet; a client still
 * sending after it is a broken link or a slow-headers attack holding a connection.
 */
export const defaultHeadersTimeout = 10_000

/** How often Node looks for connections past their time: the most a timeout can overrun. */
const timeoutCheckInterval = 250

export function createSiteServer({ root = 'dist', headersTimeout = defaultHeadersTimeout } = {}): Server {
  const currentModel = headerModelOf(root)
  const isFile = (path: string) => stat(join(root, path)).then((found) => found.isFile(), () => false)

  /**
   * The copy of a file to send: its .br or .gz when the client accepts that encoding, else itself.
   * Copies found unreadable while answering this request are left out.
   */
  async function variantOf(request: IncomingMessage, file: string, unreadable: string[] = []) {
    const copies = []
    for (const copy of precompressed) if (await isFile(file + copy.suffix)) copies.push(copy)
    if (!copies.length) return { file, headers: {} }
    const available = copies.filter((copy) => !unreadable.includes(file + copy.suffix))
    const chosen = new Negotiator(request).encoding([...available.map((copy) => copy.encoding), 'identity'], { preferred: ['br', 'gzip'] })
    const copy = available.find((candidate) => candidate.encoding === chosen)
    const vary = { Vary: 'Accept-Encoding' }
    return copy ? { file: file + copy.suffix, headers: { ...vary, 'Content-Encoding': copy.encoding } } : { file, headers: vary }
  }

  const reported = new Set<string>()
  /** A compressed copy that cannot be read (its mode, a copy under way): said once per file, not per request. */
  function reportUnreadable(file: string, error: NodeJS.ErrnoException) {
    if (reported.has(file)) return
    reported.add(file)
    console.error(`${join(root, file)} cannot be read (${error.code ?? error.message}): the next copy a client accepts is sent instead.`)
  }

  /** A whole answer that is not a file of the site, with every header. */
  function answer(response: ServerResponse, status: number, path: string, method: string, body: string | Buffer, headers: Record<string, string> = {}) {
    clear(response)
    const fields = { ...headersFor(currentModel(), path, { method, status }), 'Content-Type': 'text/plain; charset=utf-8', ...headers }
    response.writeHead(status, { ...fields, 'Content-Length': Buffer.byteLength(body) })
    response.end(method === 'HEAD' ? undefined : body)
  }

  /** Status 404 and the not-found page the router renders at the path, compressed as its pages are. */
  async function notFound(request: IncomingMessage, response: ServerResponse, path: string) {
    const page = notFoundPageFor(path)
    const unreadable: string[] = []
    for (;;) {
      const variant = await variantOf(request, page, unreadable)
      const body = await readFile(join(root, variant.file)).catch((error: NodeJS.ErrnoException) => error)
      if (Buffer.isBuffer(body)) return answer(response, 404, path, request.method!, body, { 'Content-Type': contentTypeOf(page), ...variant.headers })
      if (variant.file === page) return answer(response, 404, path, request.method!, 'Not found\n')
      if (body.code !== 'ENOENT') reportUnreadable(variant.file, body)
      unreadable.push(variant.file)
    }
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const method = request.method ?? ''
    const path = sitePathOf(request.url)
    if (!allowedMethods.includes(method)) return answer(response, 405, path ?? '/', method, 'Method not allowed\n')
    if (path === null || !hasOneHost(request)) return answer(response, 400, '/', method, 'Bad request\n')
    const file = isPartOfSite(path) ? await fileAt(path, isFile) : undefined
    if (!file) return notFound(request, response, path)
    await sendFile(request, response, path, file)
  }

  /** A file of the site, in the copy the client takes; if that copy cannot be read, the next one it accepts. */
  async function sendFile(request: IncomingMessage, response: ServerResponse, path: string, file: string, unreadable: string[] = []) {
    const method = request.method!
    const variant = await variantOf(request, file, unreadable)
    // Made here, where a throw is a 500: in send's listeners it would end the process.
    const headers = { ...headersFor(currentModel(), path, { method }), 'Content-Type': contentTypeOf(file), ...variant.headers }
    send(request, encodedPath(variant.file), { root, index: false, dotfiles: 'allow', cacheControl: false })
      .on('headers', () => {
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
      })
      .on('stream', (stream: ReadStream) => {
        // A file that shrank while it was read (rewritten in place) ends before its Content-Length.
        // On a connection kept open the client would read the next answer as the rest of this one:
        // the connection is closed instead, as nginx does.
        stream.on('end', () => {
          if (stream.bytesRead < Number(response.getHeader('Content-Length'))) response.destroy()
        })
      })
      .on('error', (error: NodeJS.ErrnoException & { status?: number; headers?: Record<string, string> }) => {
        if (response.headersSent) response.destroy()
        else if (variant.file !== file && error.status !== 412 && error.status !== 416) {
          // The compressed copy is unreadable, or gone between the look and the read: the next one.
          if (error.status !== 404) reportUnreadable(variant.file, error)
          clear(response)
          sendFile(request, response, path, file, [...unreadable, variant.file]).catch((failure: unknown) => fail(response, failure))
        }
        // Gone between the look and the read (a rebuild under way): as if it had never been there.
        else if (error.status === 404) void notFound(request, response, path).catch((failure: unknown) => fail(response, failure))
        else if (error.status === 412 || error.status === 416) answer(response, error.status, path, method, `${error.status === 412 ? 'Precondition failed' : 'Range not satisfiable'}\n`, error.headers)
        else fail(response, error)
      })
      .pipe(response)
  }

  function fail(response: ServerResponse, error: unknown) {
    console.error('Request failed:', error)
    if (response.headersSent) response.destroy()
    else answer(response, 500, '/', 'GET', 'Internal server error\n')
  }

  // RFC 9112: a Host is checked here, so that a request without one gets a 400 with every header.
  // Keep-alive as nginx's (deploy/amigo-http.conf).
  const server = createServer(
    { requireHostHeader: false, headersTimeout, connectionsCheckingInterval: timeoutCheckInterval, keepAliveTimeout: 20_000 },
    (request, response) => {
      handle(request, response).catch((error: unknown) => fail(response, error))
    },
  )
  // Requests the handler above never sees get the same headers: CONNECT (which Node would answer by
  // dropping the connection) and requests Node cannot parse or that came too slowly (its own answer
  // would have none).
  server.on('connect', (_request, socket: Duplex) => answerOnSocket(socket, 405, 'Method Not Allowed', headersFor(currentModel(), '/', { method: 'CONNECT', status: 405 })))
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const [status, reason] = clientErrors[error.code ?? ''] ?? [400, 'Bad Request']
    answerOnSocket(socket, status, reason, headersFor(currentModel(), '/', { status }))
  })
  return server
}

/** Node's errors for requests the handler never sees, and their answers; any other is a 400. */
const clientErrors: Record<string, [number, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
}

/** A response with none of the headers set for another answer (send's, or a copy's given up). */
function clear(response: ServerResponse) {
  for (const name of response.getHeaderNames()) response.removeHeader(name)
  response.statusCode = 200
}

/** The file a path names, as nginx's `try_files $uri $uri/index.html`: the file, else its folder's page. */
async function fileAt(path: string, isFile: (path: string) => Promise<boolean>): Promise<string | undefined> {
  for (const candidate of path.endsWith('/') ? [`${path}index.html`] : [path, `${path}/index.html`]) {
    if (await isFile(candidate)) return candidate
  }
  return undefined
}

/**
 * Whether a path may name a file of the site: not the build's own files (dot folders), the static
 * hosts' rule files, or a not-found page at its own address (it answers 404 wherever it is shown).
 */
function isPartOfSite(path: string): boolean {
  return !/(^|\/)\./.test(path) && !/^\/_(headers|redirects)\/?$/.test(path) && !/(^|\/)404\.html$/.test(path)
}

/** HTTP/1.1 requires exactly one Host; HTTP/1.0 allows none (RFC 9112, section 3.2). */
function hasOneHost(request: IncomingMessage): boolean {
  const hosts = request.rawHeaders.filter((field, index) => index % 2 === 0 && field.toLowerCase() === 'host').length
  return hosts === 1 || (hosts === 0 && request.httpVersion === '1.0')
}

/**
 * The decoded path of a request target as nginx reads it (dot segments resolved, repeated slashes
 * merged), or null when the target is malformed: not a path, characters a URI may not hold
 * (RFC 3986), a percent sign that starts no escape, a NUL, or an encoded step above the root.
 */
function sitePathOf(target = ''): string | null {
  if (!target.startsWith('/') || !/^[\w\-.~!$&'()*+,;=:@/?%]*$/.test(target) || /%(?![0-9a-f]{2})/i.test(target)) return null
  try {
    const path = decodeURIComponent(new URL(`http://localhost${target}`).pathname).replace(/\/{2,}/g, '/')
    return path.includes('\0') || /(^|\/)\.\.(\/|$)/.test(path) ? null : path
  } catch {
    return null
  }
}

/** `send` takes a URL path, which it decodes: the file's path encoded again. */
const encodedPath = (file: string) => file.split('/').map(encodeURIComponent).join('/')

/** A whole plain-text answer written straight to the socket, which is then closed. */
function answerOnSocket(socket: Duplex, status: number, reason: string, headers: Record<string, string>) {
  socket.on('error', () => socket.destroy())
  if (!socket.writable) return socket.destroy()
  const body = `${reason}\n`
  const fields = { ...headers, 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body), Connection: 'close' }
  socket.end(`HTTP/1.1 ${status} ${reason}\r\n${Object.entries(fields).map(([name, value]) => `${name}: ${value}\r\n`).join('')}\r\n${body}`)
}

/**
 * Where `npm start` listens: PORT (4173) on HOST, 127.0.0.1 unless set, as the server belongs behind a
 * proxy on the same machine that terminates TLS (HOST=0.0.0.0 or :: listens on every interface).
 */
export function listenAddress(environment: Record<string, string | undefined>): { host: string; port: number } {
  return { host: environment.HOST || '127.0.0.1', port: Number(environment.PORT) || 4173 }
}

/** Serves dist/ where the environment says (`npm start`, `npm run serve`). */
export function serveDist(): Server {
  const { host, port } = listenAddress(process.env)
  return createSiteServer().listen(port, host, () => console.log(`Amigo is served at http://${host.includes(':') ? `[${host}]` : host}:${port}/`))
}

// Run as `npm run serve`.
if (import.meta.main) serveDist()
