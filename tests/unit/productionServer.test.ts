import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from 'node:net'
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AddressInfo, Server } from 'node:net'
import { createSiteServer } from '../../server/serve.ts'
import type { HeaderModel } from '../../server/headers.ts'

/** Sends raw bytes over a socket, as a broken client or a scanner would, and returns the status line's code. */
function rawRequest(port: number, request: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request))
    let answer = ''
    socket.on('data', (chunk) => (answer += chunk))
    socket.on('end', () => resolve(Number(answer.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0)))
    socket.on('error', reject)
    socket.setTimeout(5000, () => reject(new Error(`no answer to ${JSON.stringify(request)}`)))
  })
}

async function serve(root: string): Promise<{ server: Server; port: number }> {
  const server: Server = createSiteServer({ root })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, port: (server.address() as AddressInfo).port }
}

/** What the build writes to dist/.deploy/headers.json, which the server needs to start. */
const headerModel: HeaderModel = {
  common: { 'X-Content-Type-Options': 'nosniff' },
  allow: 'GET, HEAD',
  cacheControl: { immutable: 'public, max-age=31536000, immutable', revalidate: 'no-cache', immutablePrefix: '/assets/' },
  defaultPolicy: "default-src 'none'",
  languagePolicies: { lv: "default-src 'none'", es: "default-src 'none'", en: "default-src 'none'", ru: "default-src 'none'", de: "default-src 'none'", et: "default-src 'none'", fi: "default-src 'none'" },
  pages: 2,
}

async function writeHeaderModel(root: string) {
  await mkdir(join(root, '.deploy'))
  await writeFile(join(root, '.deploy', 'headers.json'), JSON.stringify(headerModel))
}

const get = (path: string) => `GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`

describe('the production server', () => {
  let root: string
  let site: { server: Server; port: number }

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'amigo-serve-'))
    await mkdir(join(root, 'en'), { recursive: true })
    await writeFile(join(root, 'en', 'index.html'), '<!doctype html><title>home</title>')
    await writeFile(join(root, '404.html'), '<!doctype html><title>not found</title>')
    await writeHeaderModel(root)
    site = await serve(root)
  })
  afterAll(async () => {
    site.server.close()
    await rm(root, { recursive: true, force: true })
  })

  it('answers a malformed request target with 400 and keeps serving', async () => {
    expect(await rawRequest(site.port, get('//['))).toBe(400)
    expect(await rawRequest(site.port, get('/%E0%A4%A'))).toBe(400)
    expect(await rawRequest(site.port, get('/a b'))).toBe(400)
    expect(await rawRequest(site.port, 'GARBAGE\r\n\r\n')).toBe(400)
    expect(await rawRequest(site.port, get('/en/'))).toBe(200)
  })

  it('answers other methods than GET and HEAD with 405', async () => {
    expect(await rawRequest(site.port, `POST /en/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`)).toBe(405)
    expect(await rawRequest(site.port, `HEAD /en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`)).toBe(200)
  })

  it('answers unknown paths with 404 and its page', async () => {
    expect(await rawRequest(site.port, get('/nowhere'))).toBe(404)
    expect(await rawRequest(site.port, get('/en/nowhere'))).toBe(404)
  })

  it('still answers 404, and keeps serving, when a not-found page file is missing', async () => {
    const bare = await mkdtemp(join(tmpdir(), 'amigo-bare-'))
    await writeHeaderModel(bare)
    const bareSite = await serve(bare)
    try {
      expect(await rawRequest(bareSite.port, get('/lv/nowhere'))).toBe(404)
      expect(await rawRequest(bareSite.port, get('/nowhere'))).toBe(404)
      expect(await rawRequest(bareSite.port, get('//['))).toBe(400)
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
