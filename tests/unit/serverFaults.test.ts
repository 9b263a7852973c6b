import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { chmod, mkdtemp, rm, truncate, writeFile } from 'node:fs/promises'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { defaultHeadersTimeout } from '../../server/serve.ts'
import { compressed, get, headerModel, parsedAnswer, rawRequest, serve, writeSite } from './fixtures/siteServer.ts'

// What the files under a running `npm start` can do to it (a deploy copied over the old tree, a file
// rewritten in place, a copy left unreadable) and what a slow client can: it keeps serving, and
// never sends an answer that is not what it says.

/** `npm start`'s server in a process of its own (so that its exit shows), unprivileged so that file modes apply. */
async function startServerProcess(root: string) {
  const script = `
    const { createSiteServer } = await import(${JSON.stringify(new URL('../../server/serve.ts', import.meta.url).href)})
    if (process.getuid() === 0) { process.setgid(65534); process.setuid(65534) }
    const server = createSiteServer({ root: ${JSON.stringify(root)} })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))`
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'pipe'] })
  let log = ''
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()))
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString())))
    child.once('exit', () => reject(new Error(`the server ended before it listened:\n${log}`)))
  })
  return {
    ask: (path: string, headers?: Record<string, string>) => rawRequest(port, get(path, headers)),
    isRunning: () => child.exitCode === null && child.signalCode === null,
    log: () => log,
    stop: () => child.kill(),
  }
}

const pageText = '<!doctype html><title>menu</title>'.padEnd(400, ' ')
const notFoundText = '<!doctype html><title>not found</title>'.padEnd(400, ' ')

describe('the production server, when its files are not what they should be', () => {
  let root: string
  let stop: (() => void) | undefined
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'amigo-faults-'))
    // The server runs as another user where the test runs as root: it must be able to read the site.
    await chmod(root, 0o755)
    await writeSite(root, { ...compressed('en/menu/index.html', pageText), ...compressed('fi/menu/index.html', pageText), ...compressed('en/404.html', notFoundText), ...compressed('fi/404.html', notFoundText) })
  })
  afterEach(async () => {
    stop?.()
    stop = undefined
    await rm(root, { recursive: true, force: true })
  })

  it('serves a language the header model has no policy for with the strictest policy, and says so once', async () => {
    const { fi: _, ...otherPolicies } = headerModel.languagePolicies
    // A build that dropped a language, copied over the old tree: the language's pages are still there.
    const model = { ...headerModel, defaultPolicy: "default-src 'none'; script-src 'self' 'sha256-abc='; style-src 'self' 'unsafe-hashes' 'sha256-def='", languagePolicies: otherPolicies }
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(model) })
    const server = await startServerProcess(root)
    stop = server.stop
    const strictest = "default-src 'none'; script-src 'self'; style-src 'self'"
    for (const path of ['/fi/menu', '/fi/menu', '/fi/nowhere']) {
      const answer = await server.ask(path)
      expect({ path, status: answer.status, policy: answer.headers['content-security-policy'] }).toEqual({ path, status: path === '/fi/nowhere' ? 404 : 200, policy: [strictest] })
    }
    expect((await server.ask('/en/menu')).headers['content-security-policy']).toEqual([headerModel.languagePolicies.en])
    expect(server.isRunning()).toBe(true)
    expect(server.log().match(/"fi"/g)).toHaveLength(1)
  })

  it('keeps the last good header model when the one on disk cannot be sent, and a policy that is no header value is replaced', async () => {
    // A hand edit: a line break inside a policy (a header value may not hold one).
    const model = { ...headerModel, languagePolicies: { ...headerModel.languagePolicies, fi: "default-src 'none';\nscript-src 'self'" } }
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(model) })
    const server = await startServerProcess(root)
    stop = server.stop
    expect((await server.ask('/fi/menu')).headers['content-security-policy']).toEqual([headerModel.defaultPolicy])
    // Valid JSON, but not a header model.
    await writeFile(join(root, '.deploy', 'headers.json'), JSON.stringify({ pages: 3 }))
    const afterBadModel = await server.ask('/en/menu')
    expect(afterBadModel.status).toBe(200)
    expect(afterBadModel.headers['content-security-policy']).toEqual([headerModel.languagePolicies.en])
    expect(afterBadModel.headers['x-frame-options']).toEqual(['DENY'])
    expect((await server.ask('/en/nowhere')).status).toBe(404)
    expect(server.isRunning()).toBe(true)
    expect(server.log().match(/headers\.json/g)).toHaveLength(2)
  })

  it('sends the next copy a client accepts, at last the plain file, when a compressed copy cannot be read, and says so once', async () => {
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(headerModel) })
    await chmod(join(root, 'en/menu/index.html.br'), 0)
    await chmod(join(root, 'en/404.html.br'), 0)
    const server = await startServerProcess(root)
    stop = server.stop
    for (let request = 0; request < 3; request++) {
      const plain = await server.ask('/en/menu', { 'Accept-Encoding': 'br' })
      expect([plain.status, plain.headers['content-encoding'], plain.headers.vary, plain.body.toString()]).toEqual([200, undefined, ['Accept-Encoding'], pageText])
    }
    const gzip = await server.ask('/en/menu', { 'Accept-Encoding': 'br, gzip' })
    expect([gzip.status, gzip.headers['content-encoding'], gunzipSync(gzip.body).toString()]).toEqual([200, ['gzip'], pageText])
    const missing = await server.ask('/en/nowhere', { 'Accept-Encoding': 'br' })
    expect([missing.status, missing.headers['content-encoding'], missing.body.toString()]).toEqual([404, undefined, notFoundText])
    // A range no copy can satisfy is the client's mistake, not an unreadable copy.
    const unsatisfiable = await server.ask('/en/menu', { 'Accept-Encoding': 'gzip', Range: 'bytes=99999-' })
    expect([unsatisfiable.status, unsatisfiable.headers['content-range']]).toEqual([416, [`bytes */${gzip.body.length}`]])
    expect(server.isRunning()).toBe(true)
    expect(server.log().match(/en\/menu\/index\.html\.br/g)).toHaveLength(1)
    expect(server.log()).not.toContain('index.html.gz')
    expect(server.log()).not.toMatch(/\n\s+at /)
  })

  it('closes a kept-alive connection when a file shrinks while it is sent, so no next answer is read as its body', async () => {
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(headerModel) })
    const size = 32 * 1024 * 1024
    const file = join(root, 'assets/big-Abc123.js')
    await writeSite(root, { 'assets/big-Abc123.js': Buffer.alloc(size, 'a') })
    const site = await serve(root)
    stop = () => site.server.close()
    const socket = connect(site.port, '127.0.0.1')
    // Two requests on one connection, the second sent before the first is answered (pipelining).
    socket.write(`GET /assets/big-Abc123.js HTTP/1.1\r\nHost: localhost\r\n\r\nGET /en/menu HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: identity\r\n\r\n`)
    const chunks: Buffer[] = []
    const closed = new Promise<boolean>((resolve) => {
      socket.on('close', () => resolve(true))
      setTimeout(() => resolve(false), 4000)
    })
    socket.once('data', () => {
      // Held back while the file shrinks, so the server is still reading it.
      socket.pause()
      void truncate(file, 1024 * 1024).then(() => setTimeout(() => socket.resume(), 100))
    })
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    const closedByServer = await closed
    socket.destroy()
    const first = parsedAnswer(Buffer.concat(chunks))
    expect(first.headers['content-length']).toEqual([String(size)])
    expect(first.body.length).toBeLessThan(size)
    expect(first.body.includes('HTTP/1.1 ')).toBe(false)
    expect(closedByServer).toBe(true)
  })
})

describe('the production server, with a slow client', () => {
  it('answers a request head still unfinished at its bound with 408, at the bound', async () => {
    const root = await mkdtemp(join(tmpdir(), 'amigo-slow-'))
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(headerModel), 'en/index.html': '<!doctype html><title>home</title>' })
    const site = await serve(root, { headersTimeout: 1000 })
    try {
      const started = performance.now()
      const answer = await rawRequest(site.port, 'GET /en/ HTTP/1.1\r\nHost: localhost\r\n')
      const waited = performance.now() - started
      expect(answer.status).toBe(408)
      expect(answer.headers['x-frame-options']).toEqual(['DENY'])
      expect(waited).toBeGreaterThanOrEqual(1000)
      expect(waited).toBeLessThan(2000)
    } finally {
      site.server.close()
      await rm(root, { recursive: true, force: true })
    }
  })

  it('gives a request head as long as nginx does (deploy/amigo-http.conf)', () => {
    const seconds = Number(/^client_header_timeout (\d+)s;$/m.exec(readFileSync('deploy/amigo-http.conf', 'utf8'))?.[1])
    expect(defaultHeadersTimeout).toBe(seconds * 1000)
  })
})
