import type { CacheWillUpdateCallbackParam } from 'serwist'
import { afterEach, expect, it, vi } from 'vitest'
import { compactStorage, compacted, unpacked } from '../../src/offline/compactStorage'

// How the offline worker stores a response (docs/offline.md, "What a visitor's device stores"): run
// in Node, whose Response, CompressionStream and DecompressionStream are the web's.

afterEach(() => void vi.unstubAllGlobals())

const page = '<!doctype html><html lang="lv"><title>Ēdienkarte</title>' + '<p>Burrito 9,50 €</p>'.repeat(200)
const served = (body: BodyInit, headers: Record<string, string>, status = 200) => new Response(body, { status, headers })

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy': "default-src 'none'; script-src 'self'",
  Date: 'Fri, 27 Nov 2026 06:58:07 GMT',
  'Content-Encoding': 'br',
  'Content-Length': '1234',
}

it('stores a page compressed, with its own headers but those of its transfer, and gives it back as served', async () => {
  const stored = await compacted(served(page, pageHeaders))
  const bytes = (await stored.clone().arrayBuffer()).byteLength
  expect(bytes).toBeLessThan(Buffer.byteLength(page) / 10)
  expect(stored.headers.get('Content-Encoding')).toBe('gzip')
  expect(stored.headers.get('Content-Length')).toBeNull()

  const answered = unpacked(stored)
  expect(await answered.text()).toBe(page)
  expect(answered.headers.get('Content-Encoding')).toBeNull()
  expect(answered.headers.get('Content-Security-Policy')).toBe(pageHeaders['Content-Security-Policy'])
  expect(answered.headers.get('Date')).toBe(pageHeaders.Date)
  expect(answered.headers.get('Content-Type')).toBe(pageHeaders['Content-Type'])
})

it('keeps only the type of any other file, and stores fonts as they are', async () => {
  const script = 'export const price = 950;\n'.repeat(100)
  const storedScript = await compacted(served(script, { ...pageHeaders, 'Content-Type': 'text/javascript; charset=utf-8' }))
  expect([...storedScript.headers.keys()].toSorted()).toEqual(['content-encoding', 'content-type'])
  expect(await unpacked(storedScript).text()).toBe(script)

  const font = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 1, 2, 3, 4])
  const storedFont = await compacted(served(font, { 'Content-Type': 'font/woff2', 'Cache-Control': 'immutable' }))
  expect([...storedFont.headers.keys()]).toEqual(['content-type'])
  expect(unpacked(storedFont)).toBe(storedFont)
  expect(new Uint8Array(await storedFont.arrayBuffer())).toEqual(font)
})

it('stores text as it came where the browser cannot compress it', async () => {
  vi.stubGlobal('CompressionStream', undefined)
  const stored = await compacted(served(page, pageHeaders))
  expect(stored.headers.get('Content-Encoding')).toBeNull()
  expect(unpacked(stored)).toBe(stored)
  expect(await stored.text()).toBe(page)
})

it('as the precache’s plugin, refuses what the server could not give, and reads back what it stored', async () => {
  const { cacheWillUpdate, cachedResponseWillBeUsed } = compactStorage
  const request = new Request('http://amigo.test/lv/menu/index.html')
  // The worker's install event, which the plugin does not read (Node has no ExtendableEvent).
  const event = new Event('install') as unknown as CacheWillUpdateCallbackParam['event']
  expect(await cacheWillUpdate!({ event, request, response: served('Not found', pageHeaders, 404) })).toBeNull()

  const stored = (await cacheWillUpdate!({ event, request, response: served(page, pageHeaders) }))!
  const read = await cachedResponseWillBeUsed!({ event, request, cacheName: 'precache', cachedResponse: stored })
  expect(await read!.text()).toBe(page)
})
