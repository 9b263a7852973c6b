import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appendFile, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import type { Server } from 'node:net'
import { createSiteServer, listenAddress } from '../../server/serve.ts'
import { compressed, get, headerModel, rawRequest, serve, writeSite, type Answer } from './fixtures/siteServer.ts'

/** The headers every answer must carry, whatever its status. */
function expectEveryHeader(answer: Answer, label: string) {
  for (const name of [...Object.keys(headerModel.common), 'Content-Security-Policy', 'Cache-Control']) {
    expect(answer.headers[name.toLowerCase()], `${name} once on ${label}`).toHaveLength(1)
  }
}

const asset = '/assets/app-Abc123.js'
const assetText = `export const answer = ${'"0123456789"'.repeat(20)}\n`
const notFoundText = '<!doctype html><title>not found</title><h1>Page not found</h1>'.padEnd(600, ' ')

describe('the production server', () => {
  let root: string
  let site: { server: Server; port: number }
  const ask = (path: string, headers?: Record<string, string>) => rawRequest(site.port, get(path, headers))
  const statusOf = async (paths: string[]) => Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await ask(path)).status])))

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'amigo-serve-'))
    await writeSite(root, { '.deploy/headers.json': JSON.stringify(headerModel), '.vite/manifest.json': '{}', '_headers': '/*\n  X-Frame-Options: DENY\n' })
    await writeSite(root, { 'gone-soon.txt': 'here for now\n', 'en/index.html': '<!doctype html><title>home</title>', 'ru/llms.txt': 'Часы работы\n', 'sitemap.xml': '<?xml version="1.0"?><urlset/>' })
    await writeSite(root, { ...compressed('en/menu/index.html', '<!doctype html><title>menu</title>'), ...compressed(asset, assetText) })
    await writeSite(root, { ...compressed('404.html', notFoundText), ...compressed('en/404.html', notFoundText), 'en/blog/404.html': notFoundText })
    site = await serve(root)
  })
  afterAll(async () => {
    site.server.close()
    await rm(root, { recursive: true, force: true })
  })

  it('answers a malformed request target with 400 and keeps serving', async () => {
    for (const request of [get('//['), get('/%E0%A4%A'), get('/a b'), get('/assets/..%2f..%2fetc%2fpasswd'), 'GARBAGE\r\n\r\n']) {
      expect({ request, status: (await rawRequest(site.port, request)).status }).toEqual({ request, status: 400 })
    }
    expect((await ask('/en/')).status).toBe(200)
  })

  it('answers other methods than GET and HEAD with 405', async () => {
    expect((await rawRequest(site.port, `POST /en/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)).status).toBe(405)
    expect((await rawRequest(site.port, `HEAD /en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).status).toBe(200)
  })

  it('answers unknown paths with 404 and its page', async () => {
    expect((await ask('/nowhere')).status).toBe(404)
    expect((await ask('/en/nowhere')).status).toBe(404)
  })

  it('answers a file deleted after it started and was served with 404, and keeps serving', async () => {
    expect((await ask('/gone-soon.txt')).status).toBe(200)
    await rm(join(root, 'gone-soon.txt'))
    const gone = await ask('/gone-soon.txt')
    expect(gone.status).toBe(404)
    expectEveryHeader(gone, 'a file deleted under the server')
    expect((await ask('/en/')).status).toBe(200)
  })

  it('sends the headers of the build it serves: a rebuilt header model is read, a missing one keeps the last', async () => {
    const modelFile = join(root, '.deploy', 'headers.json')
    const rebuilt = { ...headerModel, languagePolicies: { ...headerModel.languagePolicies, en: "default-src 'none'; script-src 'sha256-rebuilt'" } }
    await writeFile(modelFile, JSON.stringify(rebuilt))
    expect((await ask('/en/')).headers['content-security-policy']).toEqual([rebuilt.languagePolicies.en])
    await rm(modelFile)
    expect((await ask('/en/')).headers['content-security-policy']).toEqual([rebuilt.languagePolicies.en])
    await writeFile(modelFile, JSON.stringify(headerModel))
    expect((await ask('/en/')).headers['content-security-policy']).toEqual([headerModel.languagePolicies.en])
  })

  it('serves files as they are now: one added after it started, one grown, one shrunk', async () => {
    await writeSite(root, { 'assets/new-Xyz789.js': 'export {}\n', 'robots.txt': 'User-agent: *\nAllow: /\n' })
    expect((await ask('/assets/new-Xyz789.js')).status).toBe(200)
    expect((await ask('/robots.txt')).body.toString()).toBe('User-agent: *\nAllow: /\n')
    await appendFile(join(root, 'robots.txt'), '# appended\n')
    expect((await ask('/robots.txt')).body.toString()).toBe('User-agent: *\nAllow: /\n# appended\n')
    await writeFile(join(root, 'robots.txt'), 'User-agent: *\n')
    expect((await ask('/robots.txt')).body.toString()).toBe('User-agent: *\n')
  })

  it('answers ranges as RFC 9110 says: a suffix, one byte, an unsatisfiable one, and a stale If-Range', async () => {
    const size = Buffer.byteLength(assetText)
    const suffix = await ask(asset, { Range: 'bytes=-50' })
    expect(suffix.status).toBe(206)
    expect(suffix.headers['content-range']).toEqual([`bytes ${size - 50}-${size - 1}/${size}`])
    expect(suffix.body.toString()).toBe(assetText.slice(-50))
    const oneByte = await ask(asset, { Range: 'bytes=0-0' })
    expect([oneByte.status, oneByte.body.length]).toEqual([206, 1])
    const reversed = await ask(asset, { Range: 'bytes=5-1' })
    expect(reversed.status).toBe(416)
    expect(reversed.headers['content-range']).toEqual([`bytes */${size}`])
    const stale = await ask(asset, { Range: 'bytes=0-9', 'If-Range': '"an-old-version"' })
    expect([stale.status, stale.body.toString()]).toEqual([200, assetText])
    expect((await ask('/en/')).status).toBe(200)
  })

  it('honours q=0 in Accept-Encoding: a refused encoding is never sent', async () => {
    const gzip = await ask(asset, { 'Accept-Encoding': 'br;q=0, gzip' })
    expect(gzip.headers['content-encoding']).toEqual(['gzip'])
    expect(gunzipSync(gzip.body).toString()).toBe(assetText)
    const identity = await ask(asset, { 'Accept-Encoding': 'gzip;q=0, br;q=0' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body.toString()).toBe(assetText)
    const brotli = await ask(asset, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })
    expect(brotli.headers['content-encoding']).toEqual(['br'])
    expect(brotliDecompressSync(brotli.body).toString()).toBe(assetText)
  })

  it('never serves a file that is not the site’s, however its name is spelled', async () => {
    for (const path of ['/_headers', '/%5Fheaders', '/_headers/', '/%5F%68eaders', '/.deploy/headers.json', '/%2Edeploy/headers.json', '/.vite/manifest.json']) {
      const answer = await ask(path)
      expect({ path, status: answer.status }).toEqual({ path, status: 404 })
      expect(answer.body.toString()).not.toContain('X-Frame-Options')
    }
  })

  it('marks an unsatisfiable range on an asset as revalidated, not cacheable for a year, each header once', async () => {
    const unsatisfiable = await ask(asset, { Range: 'bytes=999999-' })
    expect(unsatisfiable.status).toBe(416)
    expect(unsatisfiable.headers['cache-control']).toEqual(['no-cache'])
    expectEveryHeader(unsatisfiable, 'a 416')
  })

  it('answers conditional requests with 304 carrying Cache-Control, ETag, Vary and every security header', async () => {
    const first = await ask(asset, { 'Accept-Encoding': 'br' })
    const etag = first.headers.etag?.[0] ?? ''
    expect(etag).not.toBe('')
    const conditions: Record<string, string>[] = [{ 'If-None-Match': etag }, { 'If-None-Match': '*' }, { 'If-Modified-Since': first.headers['last-modified']?.[0] ?? '' }]
    for (const condition of conditions) {
      const notModified = await ask(asset, { 'Accept-Encoding': 'br', ...condition })
      expect({ condition, status: notModified.status }).toEqual({ condition, status: 304 })
      expect(notModified.headers.etag).toEqual([etag])
      expect(notModified.headers.vary).toEqual(['Accept-Encoding'])
      expect(notModified.headers['cache-control']).toEqual([headerModel.cacheControl.immutable])
      expectEveryHeader(notModified, `a 304 for ${JSON.stringify(condition)}`)
    }
  })

  it('answers an HTTP/1.1 request without Host with 400 and every header', async () => {
    const hostless = await rawRequest(site.port, 'GET /en/ HTTP/1.1\r\nConnection: close\r\n\r\n')
    expect(hostless.status).toBe(400)
    expectEveryHeader(hostless, 'a Host-less 400')
  })

  it('sends text files with charset=utf-8', async () => {
    expect((await ask('/ru/llms.txt')).headers['content-type']).toEqual(['text/plain; charset=utf-8'])
    expect((await ask('/sitemap.xml')).headers['content-type']).toEqual(['application/xml; charset=utf-8'])
    expect((await ask(asset)).headers['content-type']).toEqual(['text/javascript; charset=utf-8'])
    expect((await ask('/en/')).headers['content-type']).toEqual(['text/html; charset=utf-8'])
  })

  it('listens on the loopback interface unless HOST says otherwise', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 4173 })
    expect(listenAddress({ HOST: '0.0.0.0', PORT: '8080' })).toEqual({ host: '0.0.0.0', port: 8080 })
  })

  it('sends a not-found page compressed, with Vary, as its pages are', async () => {
    const missing = await ask('/en/nowhere', { 'Accept-Encoding': 'br, gzip' })
    expect(missing.status).toBe(404)
    expect(missing.headers['content-encoding']).toEqual(['br'])
    expect(missing.headers.vary).toEqual(['Accept-Encoding'])
    expect(brotliDecompressSync(missing.body).toString()).toBe(notFoundText)
  })

  it('reads paths as nginx does, and answers a not-found page’s own address with 404', async () => {
    const pages = ['/en/menu', '/en/menu/', '//en/menu', '/en//menu', '/en/menu/.', '/en/menu/index.html']
    expect(await statusOf(pages)).toEqual(Object.fromEntries(pages.map((path) => [path, 200])))
    const missing = ['/en/menu/index', '/en/menu/index.html/', '/404.html', '/en/404.html', '/en/blog/404.html']
    expect(await statusOf(missing)).toEqual(Object.fromEntries(missing.map((path) => [path, 404])))
  })

  it('answers a request with two Host headers with 400', async () => {
    const twoHosts = await rawRequest(site.port, 'GET /en/ HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n')
    expect(twoHosts.status).toBe(400)
    expectEveryHeader(twoHosts, 'a 400 for two Hosts')
  })

  it('still answers 404, and keeps serving, when a not-found page file is missing', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'amigo-bare-'))
    await writeSite(bare, { '.deploy/headers.json': JSON.stringify(headerModel) })
    const bareSite = await serve(bare)
    try {
      expect((await rawRequest(bareSite.port, get('/lv/nowhere'))).status).toBe(404)
      expect((await rawRequest(bareSite.port, get('/nowhere'))).status).toBe(404)
      expect((await rawRequest(bareSite.port, get('//['))).status).toBe(400)
    } finally {
      bareSite.server.close()
      await rm(bare, { recursive: true, force: true })
    }
  })

  it('does not start without the headers the build writes, and says to build', async () => {
    const unbuilt = await mkdtemp(join(tmpdir(), 'amigo-unbuilt-'))
    try {
      expect(() => createSiteServer({ root: unbuilt })).toThrow(/headers\.json .*npm run build/)
    } finally {
      await rm(unbuilt, { recursive: true, force: true })
    }
  })
})
