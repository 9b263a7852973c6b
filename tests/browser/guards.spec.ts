import { readFileSync } from 'node:fs'
import { islandFailure } from '../../src/components/islands/islandMarkup'
import { guardProblems, type Observed } from '../pageGuard'
import { expect, test, waitForPageReady, type Page } from './site'

// The guards of ./site fail a test in its teardown when their verdict (`guardProblems`) names
// anything. These tests cause each problem, ask the verdict for exactly that problem, then take it
// back so that the test itself can pass: a test that failed for any other reason fails here too.

/** The verdict of the guard as the teardown will give it; `expected` as a describe block's `test.use`. */
const verdict = (guard: Observed, expected: RegExp[] = []) => guardProblems(guard, expected)

/** Takes back everything the guard saw, once the test has asked for it. */
function forgive(guard: Observed) {
  for (const seen of [guard.consoleErrors, guard.violations, guard.dialogs, guard.outsideRequests, guard.expected]) seen.length = 0
}

/** A blank page on the test server's origin, answered here: without the site's scripts and its CSP. */
async function openBlankPage(page: Page, baseURL: string) {
  await page.route(`${baseURL}/guard-test`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Guard test</title>' }))
  await page.goto('/guard-test')
}

test.describe('the guards every test runs under', () => {
  test('fail a test whose page asks for anything off this machine', async ({ page, guard }) => {
    await page.setContent('<img src="https://example.com/picture.png" alt="">')
    await expect.poll(() => verdict(guard)['requests that would have left this machine']).toEqual(['https://example.com/picture.png'])
    forgive(guard)
  })

  test('abort that request and name it', async ({ page, baseURL, guard }) => {
    await openBlankPage(page, baseURL!)
    const outcome = await page.evaluate(() => fetch('https://example.com/').then(() => 'loaded', () => 'refused'))
    expect(outcome).toBe('refused')
    expect(guard.outsideRequests).toEqual(['https://example.com/'])
    expect(guard.consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.* \(at https:\/\/example\.com\/\)$/)])
    forgive(guard)
  })

  test('fail a test whose page logs a console error', async ({ page, guard }) => {
    await page.setContent('<script>console.error("something broke")</script>')
    expect(verdict(guard)).toEqual({ 'console errors and uncaught exceptions': [expect.stringMatching(/^something broke\b/)] })
    forgive(guard)
  })

  test('fail a test whose page throws, and name what was logged and thrown', async ({ page, guard }) => {
    await page.setContent('<script>console.error("something broke")</script><script>throw new TypeError("uncaught")</script>')
    expect(verdict(guard)).toEqual({ 'console errors and uncaught exceptions': [expect.stringMatching(/^something broke\b/), 'Uncaught TypeError: uncaught'] })
    forgive(guard)
  })

  test('fail a test whose page breaks its security policy, and name what it blocked', async ({ page, baseURL, guard }) => {
    await page.route(`${baseURL}/guard-test`, (route) =>
      route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': "img-src 'none'" }, body: '<!doctype html><title>Guard test</title><img src="/nothing.png" alt="">' }),
    )
    await page.goto('/guard-test')
    await expect.poll(() => verdict(guard)['Content-Security-Policy violations']).toEqual([expect.stringMatching(/^img-src blocked http:\/\/localhost:\d+\/nothing\.png on /)])
    // Chromium also logs the refusal as a console error.
    forgive(guard)
  })

  test('fail a test whose page opens a dialog, and name it', async ({ page, guard }) => {
    await page.setContent('<script>alert("from markup")</script>')
    expect(verdict(guard)).toEqual({ 'dialogs opened (script run from markup)': ['alert: from markup'] })
    forgive(guard)
  })

  test('fail a test through a context the test opens itself', async ({ browser, guard }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.setContent('<link rel="stylesheet" href="https://example.com/style.css">')
    await expect
      .poll(() => verdict(guard))
      .toEqual({
        'console errors and uncaught exceptions': [expect.stringMatching(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.* \(at https:\/\/example\.com\/style\.css\)$/)],
        'requests that would have left this machine': ['https://example.com/style.css'],
      })
    await context.close()
    forgive(guard)
  })

  test('let a route the test registers answer an outside host first', async ({ page, baseURL }) => {
    await page.route('https://tile.example.org/**', (route) =>
      route.fulfill({ contentType: 'text/plain', headers: { 'access-control-allow-origin': '*' }, body: 'tile' }),
    )
    await openBlankPage(page, baseURL!)
    const body = await page.evaluate(() => fetch('https://tile.example.org/1/0/0.png').then((response) => response.text()))
    expect(body).toBe('tile')
  })

  test("answer the map's tiles with the fixture picture", async ({ page }) => {
    await page.setContent('<img src="https://tile.openstreetmap.org/16/37160/20094.png" alt="">')
    await expect.poll(() => page.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
  })

  test('allow the test server, data: and blob: URLs', async ({ page, baseURL }) => {
    await openBlankPage(page, baseURL!)
    const [fromServer, ...made] = await page.evaluate(() => {
      const blob = URL.createObjectURL(new Blob(['from a blob']))
      return Promise.all(['/en/privacy', 'data:text/plain,from%20data', blob].map(async (url) => (await fetch(url)).text()))
    })
    expect(fromServer).toContain('<html')
    expect(made).toEqual(['from data', 'from a blob'])
  })
})

test.describe('a response with status 404', () => {
  // Answered here, not by the server: nothing but the guards can fail these tests.
  test.beforeEach(async ({ page }) => {
    await page.route(/\/gone(\.js)?$/, (route) => route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Gone</h1>' }))
  })

  test('is no error for the page itself, which a test of the not-found pages loads on purpose', async ({ page }) => {
    const response = await page.goto('/gone')
    expect(response?.status()).toBe(404)
  })

  test('fails a test when it answers anything else the page asks for', async ({ page, baseURL, guard }) => {
    await page.setContent(`<script src="${baseURL}/gone.js"></script>`)
    expect(verdict(guard)).toEqual({ 'console errors and uncaught exceptions': [expect.stringMatching(/^Failed to load resource: the server responded with a status of 404 .*\/gone\.js\)$/)] })
    forgive(guard)
  })
})

test.describe('an island that could not load', () => {
  // Its code answered, yet throws as it runs: no failed load for the browser to log, so only the
  // page's own report (src/components/islands/hydrateIsland.tsx) can tell the guard.
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const reserveChunk = `/${manifest['src/components/islands/entries/ReserveTable.island.tsx']!.file}`

  test('fails the test, named, though the button quietly falls back to its link', async ({ page, guard }) => {
    await page.route(`**${reserveChunk}`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken on purpose")' }))
    await page.setViewportSize({ width: 1280, height: 800 })
    await page.goto('/en/')
    await waitForPageReady(page)
    await page.getByRole('banner').getByRole('button', { name: 'Reserve a table' }).hover()
    await expect.poll(() => verdict(guard)).toEqual({ 'console errors and uncaught exceptions': [expect.stringMatching(islandFailure('ReserveTable'))] })
    forgive(guard)
  })

  test('is allowed where a test declares it', async ({ page, expectConsoleError }) => {
    expectConsoleError(islandFailure('ReserveTable'))
    await page.route(`**${reserveChunk}`, (route) => route.fulfill({ contentType: 'text/javascript', body: 'throw new Error("broken on purpose")' }))
    await page.goto('/en/')
    await waitForPageReady(page)
    await page.getByRole('main').getByRole('button', { name: 'Reserve a table' }).first().focus()
    await expect(page.locator('[data-island="ReserveTable"][data-island-failed]').first()).toBeAttached()
  })
})

test('a console error one test expects is allowed', async ({ page, expectConsoleError }) => {
  expectConsoleError(/^the expected message\b/)
  await page.setContent('<script>console.error("the expected message")</script>')
})

test.describe('a console error a describe block expects', () => {
  test.use({ expectedConsoleErrors: [/^the expected message\b/] })

  test('is allowed when it comes', async ({ page }) => {
    await page.setContent('<script>console.error("the expected message")</script>')
  })

  test('fails the test when it does not come', async ({ page, guard, expectedConsoleErrors }) => {
    await page.setContent('<p>Nothing to say</p>')
    expect(verdict(guard, expectedConsoleErrors)).toEqual({ 'expected console errors that never came': [String(/^the expected message\b/)] })
    // Taken back by giving the page the message it was waiting for.
    await page.evaluate(() => console.error('the expected message'))
    await expect.poll(() => verdict(guard, expectedConsoleErrors)).toEqual({})
  })

  test('does not excuse any other', async ({ page, guard, expectedConsoleErrors }) => {
    await page.setContent('<script>console.error("the expected message"); console.error("another one")</script>')
    expect(verdict(guard, expectedConsoleErrors)).toEqual({ 'console errors and uncaught exceptions': [expect.stringMatching(/^another one\b/)] })
    guard.consoleErrors.splice(guard.consoleErrors.findIndex((error) => error.startsWith('another one')), 1)
  })
})
