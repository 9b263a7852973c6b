import { readFileSync } from 'node:fs'
import { expect, get, rawRequest, servers, test, waitForPageReady, type ServerName } from './fixtures'

// What scanners and broken clients send, as raw bytes (a browser or fetch would clean most of it
// up first), to both servers: each request gets an answer, none leaks a file outside dist/ or
// echoes markup from the path, and the server goes on serving.

/** Text of files that must never come back: outside dist/, or the build's own. */
const secrets = {
  'the system password file': 'root:x:0:0',
  'package.json': readFileSync('package.json', 'utf8').slice(0, 60),
  'the server’s source': 'createSiteServer',
  'the nginx configuration': 'amigo_not_found',
}

const markup = ['<script>alert(1)</script>', '<img src=x onerror=alert(1)>']

interface Attempt {
  name: string
  request: string
  /** Statuses that are a correct answer. */
  statuses: number[]
  /**
   * The edge runtime's HTTP front end refuses it before the site sees it, with an answer of its own
   * (no site headers; on Cloudflare's network its front line answers these): the statuses it may give.
   */
  edgeFront?: number[]
}

const attempts: Attempt[] = [
  { name: 'dot segments', request: get('/../../../../etc/passwd'), statuses: [400, 404] },
  { name: 'dot segments under a language', request: get('/en/../../../../etc/passwd'), statuses: [400, 404] },
  { name: 'encoded dot segments', request: get('/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd'), statuses: [400, 404] },
  { name: 'encoded slashes', request: get('/assets/..%2f..%2f..%2f..%2fetc%2fpasswd'), statuses: [400, 404] },
  { name: 'encoded dots and slashes to the repository', request: get('/en/%2e%2e%2f%2e%2e%2fpackage.json'), statuses: [400, 404] },
  { name: 'to the server source', request: get('/..%2fserver%2fserve.mjs'), statuses: [400, 404] },
  { name: 'a NUL byte', request: get('/en/menu%00.html'), statuses: [400, 404] },
  { name: 'a NUL byte then dot segments', request: get('/%00/../../etc/passwd'), statuses: [400, 404] },
  { name: 'backslashes', request: get('/..\\..\\..\\etc\\passwd'), statuses: [400, 404] },
  { name: 'an 8 KB path', request: get(`/en/${'a'.repeat(8192)}`), statuses: [400, 404, 414] },
  { name: 'a path that is not one', request: get('//['), statuses: [400, 404] },
  { name: 'a broken escape', request: get('/en/%E0%A4%A'), statuses: [400, 404] },
  { name: 'a space in the target', request: 'GET /a b HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', statuses: [400], edgeFront: [400] },
  { name: 'no request line at all', request: 'GARBAGE\r\n\r\n', statuses: [400], edgeFront: [400] },
  { name: 'an absolute target to another host', request: get('http://evil.example/etc/passwd'), statuses: [400, 404] },
  { name: 'a CONNECT', request: 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\nConnection: close\r\n\r\n', statuses: [400, 405], edgeFront: [400, 500] },
  { name: 'a TRACE', request: 'TRACE /en/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', statuses: [405] },
  { name: 'a DELETE', request: 'DELETE /en/menu HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n', statuses: [405] },
  { name: 'a POST with a body', request: 'POST /en/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nConnection: close\r\n\r\nx=1&y', statuses: [405] },
  { name: 'a header line of 10 KB', request: `GET /en/ HTTP/1.1\r\nHost: localhost\r\nX-Filler: ${'b'.repeat(10_240)}\r\nConnection: close\r\n\r\n`, statuses: [200, 400, 431] },
  { name: 'markup in a blog id', request: get('/en/blog/<script>alert(1)</script>'), statuses: [400, 404], edgeFront: [400] },
  { name: 'encoded markup in a path', request: get('/en/%3Cimg%20src=x%20onerror=alert(1)%3E'), statuses: [404] },
  { name: 'encoded markup in a blog id', request: get('/en/blog/%3Cscript%3Ealert(1)%3C/script%3E'), statuses: [404] },
  { name: 'an encoded name of the static hosts’ header file', request: get('/%5F%68eaders'), statuses: [404] },
  { name: 'a protocol-relative path', request: get('//evil.example/'), statuses: [404] },
  { name: 'HTTP/1.1 without Host', request: 'GET /en/ HTTP/1.1\r\nConnection: close\r\n\r\n', statuses: [400], edgeFront: [400] },
  { name: 'two Host headers', request: 'GET /en/ HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\nConnection: close\r\n\r\n', statuses: [400], edgeFront: [400, 500] },
]

for (const server of Object.keys(servers) as ServerName[]) {
  test(`${server} answers every hostile request without leaking a file or echoing markup, and keeps serving`, async () => {
    for (const attempt of attempts) {
      await test.step(attempt.name, async () => {
        const answer = await rawRequest(servers[server], attempt.request)
        const front = server === 'edge' && attempt.edgeFront
        expect(front || attempt.statuses, `${attempt.name}: status ${answer.status}`).toContain(answer.status)
        for (const name of front ? [] : ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'x-frame-options', 'cache-control']) {
          expect(answer.head.toLowerCase().split(`\r\n${name}: `), `${attempt.name}: the answer has ${name} once`).toHaveLength(2)
        }
        expect(answer.head, `${attempt.name}: no redirect`).not.toMatch(/\r\nlocation:/i)
        for (const [what, text] of Object.entries(secrets)) expect(answer.body, `${attempt.name} leaked ${what}`).not.toContain(text)
        for (const fragment of markup) expect(answer.body, `${attempt.name} echoed markup`).not.toContain(fragment)
      })
    }
    const after = await rawRequest(servers[server], get('/en/'))
    expect(after.status).toBe(200)
    expect(after.body).toContain('<html lang="en"')
  })
}

test.describe('markup in the address, in the browser', () => {
  test('shows the not-found page, runs nothing from the path and renders none of it as markup', async ({ page }) => {
    for (const path of ['/en/blog/<script>alert(1)</script>', '/en/<img src=x onerror=alert(1)>', '/en/%3Cimg%20src=x%20onerror=alert(1)%3E']) {
      await test.step(path, async () => {
        const response = await page.goto(`${servers.nginx}${path}`)
        expect(response?.status()).toBe(404)
        await waitForPageReady(page)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await page.locator('img[src="x"], img[onerror]').count()).toBe(0)
        expect(await page.locator('script', { hasText: 'alert(1)' }).count()).toBe(0)
        // A dialog would fail the test (the guard of ./fixtures).
      })
    }
  })
})
