import { expect, test, type Page } from './site'

// The guards of ./site fail a test in its teardown, after the body has passed; `test.fail()` turns
// that failure into a pass (and a guard that let the test through into a failure). The pages these
// tests build need no server, so nothing but a guard can fail them.

/** A blank page on the test server's origin, answered here: without the site's scripts and its CSP. */
async function openBlankPage(page: Page, baseURL: string) {
  await page.route(`${baseURL}/guard-test`, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Guard test</title>' }))
  await page.goto('/guard-test')
}

test.describe('the guards every test runs under', () => {
  test('fail a test whose page asks for anything off this machine', async ({ page }) => {
    test.fail()
    await page.setContent('<img src="https://example.com/picture.png" alt="">')
  })

  test('abort that request and name it', async ({ page, baseURL, guard }) => {
    await openBlankPage(page, baseURL!)
    const outcome = await page.evaluate(() => fetch('https://example.com/').then(() => 'loaded', () => 'refused'))
    expect(outcome).toBe('refused')
    expect(guard.outsideRequests).toEqual(['https://example.com/'])
    expect(guard.consoleErrors).toEqual([expect.stringMatching(/^Failed to load resource: net::ERR_BLOCKED_BY_CLIENT.* \(at https:\/\/example\.com\/\)$/)])
    // Taken back so that this test can pass; the one above shows they fail a test.
    guard.outsideRequests.length = 0
    guard.consoleErrors.length = 0
  })

  test('fail a test whose page logs a console error', async ({ page }) => {
    test.fail()
    await page.setContent('<script>console.error("something broke")</script>')
  })

  test('fail a test whose page throws', async ({ page }) => {
    test.fail()
    await page.setContent('<script>throw new Error("uncaught")</script>')
  })

  test('name what was logged and thrown', async ({ page, guard }) => {
    await page.setContent('<script>console.error("something broke")</script><script>throw new TypeError("uncaught")</script>')
    expect(guard.consoleErrors).toEqual([expect.stringMatching(/^something broke\b/), 'Uncaught TypeError: uncaught'])
    guard.consoleErrors.length = 0
  })

  test('fail a test whose page breaks its security policy, and name what it blocked', async ({ page, baseURL, guard }) => {
    await page.route(`${baseURL}/guard-test`, (route) =>
      route.fulfill({ contentType: 'text/html', headers: { 'content-security-policy': "img-src 'none'" }, body: '<!doctype html><title>Guard test</title><img src="/nothing.png" alt="">' }),
    )
    await page.goto('/guard-test')
    await expect.poll(() => guard.violations).toEqual([expect.stringMatching(/^img-src blocked http:\/\/localhost:\d+\/nothing\.png on /)])
    // Chromium also logs the refusal as a console error; both are taken back so this test can pass.
    guard.violations.length = 0
    guard.consoleErrors.length = 0
  })

  test('fail a test whose page opens a dialog', async ({ page }) => {
    test.fail()
    await page.setContent('<script>alert("from markup")</script>')
  })

  test('name the dialog', async ({ page, guard }) => {
    await page.setContent('<script>alert("from markup")</script>')
    expect(guard.dialogs).toEqual(['alert: from markup'])
    guard.dialogs.length = 0
  })

  test('fail a test through a context the test opens itself', async ({ browser }) => {
    test.fail()
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.setContent('<link rel="stylesheet" href="https://example.com/style.css">')
    await context.close()
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

  test('fails a test when it answers anything else the page asks for', async ({ page, baseURL }) => {
    test.fail()
    await page.setContent(`<script src="${baseURL}/gone.js"></script>`)
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

  test('fails the test when it does not come', async ({ page }) => {
    test.fail()
    await page.setContent('<p>Nothing to say</p>')
  })

  test('does not excuse any other', async ({ page }) => {
    test.fail()
    await page.setContent('<script>console.error("the expected message"); console.error("another one")</script>')
  })
})
