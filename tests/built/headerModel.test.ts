import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { contentSecurityPolicy, inlineContent, tileOrigin } from '../../scripts/site/securityHeaders.ts'
import { headersFor, type HeaderModel } from '../../server/headers.ts'
import { notFoundPageFor } from '../../server/notFoundPage.ts'

// The header model's parts that no page of today's build exercises (scripts/site/securityHeaders.ts),
// as functions: the servers' own tests (tests/production) send real requests.

/** The header model the build wrote: what every server must send. */
const headerModel: HeaderModel = JSON.parse(readFileSync('dist/.deploy/headers.json', 'utf8'))

test('the tile host comes from the map’s URL template, placeholders in the first label as a wildcard', () => {
  expect(tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org')
  expect(tileOrigin('https://{a-c}.tile.example.com/{z}/{x}/{y}.png?key=abc')).toBe('https://*.tile.example.com')
  expect(tileOrigin('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe('https://tiles.example.com:8443')
  expect(() => tileOrigin('https://tile.{a-c}.example.com/{z}/{x}/{y}.png')).toThrow(/placeholder/)
  expect(contentSecurityPolicy({ imageOrigin: 'https://*.tile.example.com' })).toContain("img-src 'self' https://*.tile.example.com;")
})

test('inline scripts are hashed, data blocks and files are not; handlers and javascript: URLs stop the build', () => {
  const page = [
    '<script>run()</script>',
    '<script type="module">go()</script>',
    '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
    '<script src="/choose-language.js"></script>',
    '<style>p{color:red}</style>',
    '<p style="margin:0">text with style="not an attribute"</p>',
  ].join('')
  const found = inlineContent(page)
  expect(found.scriptHashes).toHaveLength(2)
  expect(found.styleHashes).toHaveLength(1)
  expect(found.styleAttributeHashes).toHaveLength(1)
  expect(() => inlineContent('<button onclick="steal()">x</button>')).toThrow(/inline event handler onclick=/)
  expect(() => inlineContent('<a href="javascript:steal()">x</a>')).toThrow(/javascript: URL/)
})

test('the not-found page for a path: a blog id the blog’s, a path in a language the language’s, else the generic one', () => {
  expect(notFoundPageFor('/ru/blog/no-such-post')).toBe('/ru/blog/404.html')
  expect(notFoundPageFor('/ru/blog/no-such-post/')).toBe('/ru/blog/404.html')
  expect(notFoundPageFor('/ru/blog/a/b')).toBe('/ru/404.html')
  expect(notFoundPageFor('/fi')).toBe('/fi/404.html')
  expect(notFoundPageFor('/fin/menu')).toBe('/404.html')
  expect(notFoundPageFor('/')).toBe('/404.html')
})

test('headers for a path: its language’s policy, immutable only for a found asset, Allow only for other methods', () => {
  expect(headersFor(headerModel, '/fi/menu')['Content-Security-Policy']).toBe(headerModel.languagePolicies.fi)
  expect(headersFor(headerModel, '/fi')['Content-Security-Policy']).toBe(headerModel.languagePolicies.fi)
  expect(headersFor(headerModel, '/fin/menu')['Content-Security-Policy']).toBe(headerModel.defaultPolicy)
  expect(headersFor(headerModel, '/assets/a-1.js')['Cache-Control']).toBe('public, max-age=31536000, immutable')
  expect(headersFor(headerModel, '/assets/a-1.js', { status: 404 })['Cache-Control']).toBe('no-cache')
  expect(headersFor(headerModel, '/assets/a-1.js', { method: 'POST' })).toMatchObject({ 'Cache-Control': 'no-cache', Allow: 'GET, HEAD' })
  expect(headersFor(headerModel, '/en/')).not.toHaveProperty('Allow')
})
