import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import type { APIRequestContext, APIResponse } from '@playwright/test'
import { workerFileName } from '../../src/offline/offlineStorage'
import { checkProductionConfiguration, hasBrotli } from './servers'
import { expect, get, headerModel, languages, pagePaths, rawRequest, servers, test, tileOrigin, type ServerName } from './fixtures'

// The headers every response must carry, checked against the real servers: the values themselves
// (not only "present"), the policy's content, caching, compression and the status of each kind of
// answer; then that nginx, `npm start` and the static hosts' _headers agree.

const securityHeaderNames = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'x-frame-options',
] as const

const directives = (policy: string) =>
  new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  )

/** A hashed asset of the build: the client entry from Vite's manifest. */
const manifest: Record<string, { file: string; isEntry?: boolean }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
const hashedAsset = `/${Object.values(manifest).find((chunk) => chunk.isEntry)!.file}`

const fetchFrom = (request: APIRequestContext, server: ServerName, path: string, headers: Record<string, string> = {}) =>
  request.get(`${servers[server]}${path}`, { headers, maxRedirects: 0 })

function expectSecurityHeaders(response: APIResponse, policy: string, label: string) {
  const headers = response.headers()
  for (const [name, value] of Object.entries(headerModel.common)) expect(headers[name.toLowerCase()], `${name} on ${label}`).toBe(value)
  expect(headers['content-security-policy'], `Content-Security-Policy on ${label}`).toBe(policy)
}

test.describe('nginx', () => {
  test('sends the security headers with the required values', async ({ request }) => {
    const response = await fetchFrom(request, 'nginx', '/en/')
    expect(response.status()).toBe(200)
    const headers = response.headers()
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-opener-policy']).toBe('same-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1])).toBeGreaterThanOrEqual(31_536_000)
    const permissions = headers['permissions-policy'] ?? ''
    for (const denied of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'serial', 'hid', 'clipboard-read']) expect(permissions).toContain(`${denied}=()`)
    expect(permissions).toContain('clipboard-write=(self)')

    const policy = directives(headers['content-security-policy'] ?? '')
    expect(policy.get('default-src')).toEqual(["'none'"])
    const scripts = policy.get('script-src') ?? []
    expect(scripts).toContain("'self'")
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(scripts.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"])
    expect(policy.get('style-src') ?? []).not.toContain("'unsafe-inline'")
    expect(policy.get('img-src')).toEqual(["'self'", tileOrigin])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
  })

  test('allows every inline script of every page by its hash, and no more than its language’s', async ({ request }) => {
    const pages = [...languages.flatMap((language) => pagePaths.map((path) => `/${language}${path}`)), ...pagePaths]
    for (const path of pages) {
      const response = await fetchFrom(request, 'nginx', path)
      expect(response.status(), path).toBe(200)
      const html = await response.text()
      const allowed = directives(response.headers()['content-security-policy'] ?? '').get('script-src') ?? []
      for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
        if (/\bsrc=/.test(attributes!) || /application\/(ld\+)?json/.test(attributes!)) continue
        const hash = `'sha256-${createHash('sha256').update(body!).digest('base64')}'`
        expect(allowed, `inline script on ${path}: ${body!.slice(0, 60)}…`).toContain(hash)
      }
    }
  })

  test('every kind of answer carries the headers: page, asset, 404, 405, 400', async ({ request }) => {
    const page = await fetchFrom(request, 'nginx', '/en/menu')
    expectSecurityHeaders(page, headerModel.languagePolicies.en, '/en/menu')
    expect(page.headers()['cache-control']).toBe('no-cache')

    const asset = await fetchFrom(request, 'nginx', hashedAsset)
    expect(asset.status()).toBe(200)
    expectSecurityHeaders(asset, headerModel.defaultPolicy, hashedAsset)
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')

    const missingAsset = await fetchFrom(request, 'nginx', '/assets/no-such-file-0000.js')
    expect(missingAsset.status()).toBe(404)
    expect(missingAsset.headers()['cache-control']).toBe('no-cache')
    expectSecurityHeaders(missingAsset, headerModel.defaultPolicy, 'a missing asset')

    const missing = await fetchFrom(request, 'nginx', '/de/no-such-page')
    expect(missing.status()).toBe(404)
    expectSecurityHeaders(missing, headerModel.languagePolicies.de, '/de/no-such-page')

    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const refused = await request.fetch(`${servers.nginx}/en/`, { method, data: method === 'POST' ? 'x=1' : undefined })
      expect(refused.status(), method).toBe(405)
      expect(refused.headers().allow).toBe('GET, HEAD')
      expectSecurityHeaders(refused, headerModel.languagePolicies.en, `${method} /en/`)
    }

    const malformed = await rawRequest(servers.nginx, get('/%2e%2e/%2e%2e/etc/passwd'))
    expect(malformed.status).toBe(400)
    for (const name of securityHeaderNames) expect(malformed.head.toLowerCase()).toContain(`\r\n${name}: `)
  })

  test('serves clean URLs with and without the slash, and precompressed files', async ({ request }) => {
    const [bare, slashed] = [await fetchFrom(request, 'nginx', '/en/menu'), await fetchFrom(request, 'nginx', '/en/menu/')]
    expect([bare.status(), slashed.status()]).toEqual([200, 200])
    expect(await bare.text()).toBe(await slashed.text())
    expect(await bare.text()).toContain('<html lang="en"')
    expect((await fetchFrom(request, 'nginx', '/en/')).status()).toBe(200)
    expect((await fetchFrom(request, 'nginx', '/en')).status()).toBe(200)
    expect(await (await fetchFrom(request, 'nginx', '/menu')).text()).toBe(readFileSync('dist/menu/index.html', 'utf8'))

    const gzip = await fetchFrom(request, 'nginx', '/en/menu', { 'Accept-Encoding': 'gzip' })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(gzip.headers().vary).toContain('Accept-Encoding')
    const brotli = await fetchFrom(request, 'nginx', hashedAsset, { 'Accept-Encoding': 'br, gzip' })
    expect(brotli.headers()['content-encoding']).toBe(hasBrotli ? 'br' : 'gzip')
  })

})

/** Every server under test, nginx first: the others are compared with it. */
const serverNames = Object.keys(servers) as ServerName[]

test('no server serves a file that is not the site’s, however its name is spelled, nor a not-found page as found', async ({ request }) => {
  const paths = ['/_headers', '/%5Fheaders', '/_headers/', '/%5F%68eaders', '/_redirects', '/.assetsignore', '/.deploy/headers.json', '/%2Edeploy/headers.json', '/.deploy/nginx-http.conf', '/.vite/manifest.json']
  const notFoundPages = ['/404.html', '/en/404.html', '/en/blog/404.html', '/en/404']
  for (const server of serverNames) {
    const statuses = await Promise.all([...paths, ...notFoundPages].map(async (path) => [path, (await fetchFrom(request, server, path)).status()]))
    expect(Object.fromEntries(statuses), server).toEqual(Object.fromEntries([...paths, ...notFoundPages].map((path) => [path, 404])))
  }
})

/** Each header of an answer with every value it came with (a header sent twice has two). */
const headerValues = (response: APIResponse) => {
  const values: Record<string, string[]> = {}
  for (const { name, value } of response.headersArray()) (values[name.toLowerCase()] ??= []).push(value)
  return values
}

function expectEachHeaderOnce(response: APIResponse, policy: string, cacheControl: string, label: string) {
  const values = headerValues(response)
  for (const [name, value] of Object.entries(headerModel.common)) expect(values[name.toLowerCase()], `${name} on ${label}`).toEqual([value])
  expect(values['content-security-policy'], `Content-Security-Policy on ${label}`).toEqual([policy])
  expect(values['cache-control'], `Cache-Control on ${label}`).toEqual([cacheControl])
}

for (const server of serverNames) {
  test(`${server}: every kind of answer carries each header once, and only a found asset is cached for a year`, async ({ request }) => {
    const { immutable, revalidate } = headerModel.cacheControl
    const page = await fetchFrom(request, server, '/en/menu')
    expectEachHeaderOnce(page, headerModel.languagePolicies.en, revalidate, 'a page')
    const asset = await fetchFrom(request, server, hashedAsset)
    expectEachHeaderOnce(asset, headerModel.defaultPolicy, immutable, 'an asset')

    const notModified = await fetchFrom(request, server, hashedAsset, { 'If-None-Match': asset.headers().etag ?? '' })
    expect(notModified.status()).toBe(304)
    expectEachHeaderOnce(notModified, headerModel.defaultPolicy, immutable, 'a 304')

    // The offline worker: a script of its language, revalidated (registered with updateViaCache 'none', docs/offline.md).
    const worker = await fetchFrom(request, server, `/lv/${workerFileName}`, { 'Accept-Encoding': 'identity' })
    expect(worker.status(), 'the offline worker').toBe(200)
    expect(worker.headers()['content-type'], 'the offline worker').toMatch(/^(text|application)\/javascript\b/)
    expectEachHeaderOnce(worker, headerModel.languagePolicies.lv, revalidate, 'the offline worker')

    const missingAsset = await fetchFrom(request, server, '/assets/no-such-file-0000.js')
    expect(missingAsset.status()).toBe(404)
    expectEachHeaderOnce(missingAsset, headerModel.defaultPolicy, revalidate, 'a missing asset')
    const missingPage = await fetchFrom(request, server, '/de/no-such-page')
    expect(missingPage.status()).toBe(404)
    expectEachHeaderOnce(missingPage, headerModel.languagePolicies.de, revalidate, 'a missing page')
    const outside = await fetchFrom(request, server, '/wp-login.php')
    expect(outside.status()).toBe(404)
    expectEachHeaderOnce(outside, headerModel.defaultPolicy, revalidate, 'a path outside every language')

    // A range no file can satisfy: 416 (npm start), or the whole file, which is always a correct answer (RFC 9110).
    // Uncompressed: nginx ignores Range on its precompressed copies anyway.
    const unsatisfiable = await fetchFrom(request, server, hashedAsset, { Range: 'bytes=99999999-', 'Accept-Encoding': 'identity' })
    expect([200, 416]).toContain(unsatisfiable.status())
    expectEachHeaderOnce(unsatisfiable, headerModel.defaultPolicy, unsatisfiable.status() === 416 ? revalidate : immutable, 'an unsatisfiable range')

    const refused = await request.fetch(`${servers[server]}/en/no-such-page`, { method: 'POST', data: 'x=1', maxRedirects: 0 })
    expect(refused.status()).toBe(405)
    expect(refused.headers().allow).toBe('GET, HEAD')
    expectEachHeaderOnce(refused, headerModel.languagePolicies.en, revalidate, 'a 405')
  })
}

test('every server keeps every file to the site’s own pages: Cross-Origin-Resource-Policy same-origin on each kind of answer', async ({ request }) => {
  const answers = ['/en/menu', hashedAsset, '/favicon.svg', '/sitemap.xml', '/assets/no-such-file-0000.js', '/de/no-such-page']
  for (const server of serverNames) {
    const seen = await Promise.all(answers.map(async (path) => [path, (await fetchFrom(request, server, path)).headers()['cross-origin-resource-policy']]))
    expect(Object.fromEntries(seen), server).toEqual(Object.fromEntries(answers.map((path) => [path, 'same-origin'])))
  }
})

test('the editor at /admin gets its own policy, an opener policy its sign-in pop-up can answer, and no index, from every server', async ({ request }) => {
  for (const server of serverNames) {
    for (const path of ['/admin/', '/admin/decap-cms.js']) {
      const answer = await fetchFrom(request, server, path)
      expect(answer.status(), `${server} ${path}`).toBe(200)
      for (const [name, value] of Object.entries(headerModel.editor.headers)) expect(answer.headers()[name.toLowerCase()], `${name} of ${path} from ${server}`).toBe(value)
    }
    // The site's pages keep theirs.
    expect((await fetchFrom(request, server, '/en/menu')).headers()['cross-origin-opener-policy'], server).toBe('same-origin')
  }
})

/** The static hosts' rules for a path: every rule whose pattern matches, merged as they merge them. */
function staticHostHeaders(path: string) {
  const rules: { path: string; pattern: RegExp; headers: [string, string][] }[] = []
  for (const line of readFileSync('dist/_headers', 'utf8').split('\n')) {
    if (line.startsWith('/')) {
      const source = line.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')
      rules.push({ path: line, pattern: new RegExp(`^${source}$`), headers: [] })
    } else if (/^\s+\S/.test(line)) {
      const [name, ...value] = line.trim().split(': ')
      rules.at(-1)!.headers.push([name!.toLowerCase(), value.join(': ')])
    }
  }
  const merged: Record<string, string[]> = {}
  // A header a more specific rule detaches ("! Name") is gone, whichever rule gave it.
  const detached = new Set(rules.filter((candidate) => candidate.pattern.test(path)).flatMap((rule) => rule.headers.filter(([name]) => name.startsWith('! ')).map(([name]) => name.slice(2))))
  for (const rule of rules.filter((candidate) => candidate.pattern.test(path))) {
    for (const [name, value] of rule.headers) if (!name.startsWith('! ') && !(detached.has(name) && rule.path === '/*')) (merged[name] ??= []).push(value)
  }
  return merged
}

test('nginx, npm start, the edge and the static hosts’ _headers send the same headers', async ({ request }) => {
  const dist = readdirSync('dist')
  expect(dist).toContain('_headers')
  // A choice: an address of each kind of answer (entry pages, pages, an asset, the files beside them).
  const paths = ['/', '/en/', '/en/menu', '/lv/blog', '/menu', hashedAsset, '/favicon.svg', '/choose-language.js', '/ru/llms.txt', '/sitemap.xml', '/admin/']
  for (const path of paths) {
    const [nginx, ...others] = await Promise.all(serverNames.map((server) => fetchFrom(request, server, path)))
    expect([nginx!, ...others].map((answer) => answer.status()), path).toEqual(serverNames.map(() => 200))
    const fromFile = staticHostHeaders(path)
    for (const name of [...securityHeaderNames, 'cache-control']) {
      for (const [index, other] of others.entries()) expect(other.headers()[name], `${name} of ${path}, ${serverNames[index + 1]}`).toBe(nginx!.headers()[name])
      // Exactly one rule gives each header: two would be joined into one value by the host.
      expect(fromFile[name], `${name} of ${path} in _headers`).toEqual([nginx!.headers()[name]])
    }
    // Text in UTF-8, said so (the edge says it for text/* only: JSON, XML and SVG are UTF-8 by their own rules).
    const type = nginx!.headers()['content-type'] ?? ''
    for (const [index, other] of others.entries()) expect(other.headers()['content-type']?.replace(/; charset=utf-8$/, ''), `type of ${path}, ${serverNames[index + 1]}`).toBe(type.replace(/; charset=utf-8$/, ''))
    if (type.startsWith('text/')) for (const answer of [nginx!, ...others]) expect(answer.headers()['content-type'], path).toMatch(/; charset=utf-8$/)
  }
  for (const path of ['/fi/no-such-page', '/fi/blog/no-such-page', '/fi/blog/a/b', '/no-such-page']) {
    const [nginx, ...others] = await Promise.all(serverNames.map((server) => fetchFrom(request, server, path)))
    expect([nginx!, ...others].map((answer) => answer.status()), path).toEqual(serverNames.map(() => 404))
    for (const [index, other] of others.entries()) {
      expect(await other.text(), `${path}, ${serverNames[index + 1]}`).toBe(await nginx!.text())
      for (const name of [...securityHeaderNames, 'cache-control']) expect(other.headers()[name], `${name} of ${path}, ${serverNames[index + 1]}`).toBe(nginx!.headers()[name])
    }
  }
})

test('every server sends the precompressed or compressed answer a client accepts, and never one it refuses', async ({ request }) => {
  const plain = readFileSync('dist/en/menu/index.html', 'utf8')
  const cases: [acceptEncoding: string, encodings: string[]][] = [
    ['br', ['br']],
    ['gzip', ['gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0, br;q=0', []],
  ]
  for (const server of serverNames) {
    for (const [acceptEncoding, encodings] of cases) {
      const answer = await fetchFrom(request, server, '/en/menu', { 'Accept-Encoding': acceptEncoding })
      const label = `${server}, Accept-Encoding: ${acceptEncoding}`
      const expected = server === 'nginx' && !hasBrotli ? encodings.filter((encoding) => encoding !== 'br') : encodings
      expect(answer.headers()['content-encoding'] ? [answer.headers()['content-encoding']] : [], label).toEqual(expected)
      expect(await answer.text(), label).toBe(plain)
      // The edge runtime compresses as it sends, and its local copy says nothing of it (docs/deploying.md).
      if (server !== 'edge') expect(answer.headers().vary, label).toContain('Accept-Encoding')
    }
  }
})

test('deploy/nginx.conf itself passes nginx -t (with a throwaway certificate)', async () => {
  test.skip(!hasBrotli, 'deploy/nginx.conf loads the Brotli module, which this machine lacks')
  expect(await checkProductionConfiguration()).toBeUndefined()
})
