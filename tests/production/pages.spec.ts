import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { Page } from '@playwright/test'
import { tileFixture } from '../pageGuard'
import { defaultLanguage } from '../../src/i18n/languages'
import { expect, languages, pagePaths, servers, test, tileOrigin, waitForPageReady } from './fixtures'

// The site through nginx with the repository's configuration: the pages of one language load,
// hydrate and finish their loading in Chromium without a Content-Security-Policy violation or a
// console error (the guards of ./fixtures fail the test on either). Every other page of every
// language is the same answer from nginx as from `npm start` (the last tests below: body, status,
// policy and the other headers, and every file a page loads), and the browser step loads every one
// of them from `npm start` under the same guards.
const nginx = servers.nginx
/** The language whose pages load in a browser through nginx: the default (Latvian), whose letters go furthest from ASCII. */
const browsedLanguage = defaultLanguage

/** Map tiles answered from a local fixture (the visit page's map may start loading at once). */
async function answerTiles(page: Page) {
  const requested: string[] = []
  await page.route(`${tileOrigin}/**`, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: 'image/png', path: tileFixture, headers: { 'Access-Control-Allow-Origin': '*' } })
  })
  return requested
}

/** Loads a page and waits until it is ready; returns its status. */
async function visit(page: Page, url: string) {
  const response = await page.goto(url)
  await waitForPageReady(page)
  return response?.status()
}

test.describe('through nginx', () => {
  test(`every page in ${browsedLanguage}, and its not-found pages, load without a CSP violation or a console error`, async ({ page }) => {
    await answerTiles(page)
    for (const path of pagePaths) {
      await test.step(`/${browsedLanguage}${path}`, async () => expect(await visit(page, `${nginx}/${browsedLanguage}${path}`)).toBe(200))
    }
    for (const path of [`/${browsedLanguage}/no-such-page`, `/${browsedLanguage}/blog/no-such-page`]) {
      await test.step(path, async () => {
        expect(await visit(page, `${nginx}${path}`)).toBe(404)
        await expect(page.locator('html')).toHaveAttribute('lang', browsedLanguage)
      })
    }
  })
})

test.describe('through nginx, outside the languages', () => {
  test('the unprefixed entry pages send the visitor to their language, and the generic not-found page loads, without a violation', async ({ page }) => {
    await answerTiles(page)
    for (const path of pagePaths) {
      await test.step(path, async () => {
        await page.goto(`${nginx}${path}`)
        await expect(page).toHaveURL(`${nginx}/en${path}`)
        await waitForPageReady(page)
      })
    }
    expect(await visit(page, `${nginx}/no-such-page`)).toBe(404)
  })
})

test('the visit page draws its map from the tile host, sending the site’s origin as Referer, without a violation', async ({ page }) => {
  expect(tileOrigin, 'the policy names the map’s tile host in img-src').toBeDefined()
  const tiles = await answerTiles(page)
  const referers: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(tileOrigin!)) referers.push(request.headers().referer ?? '')
  })
  await page.goto(`${nginx}/en/visit`)
  await waitForPageReady(page)
  // The map loads as its box nears the viewport: scroll down until it is there.
  const map = page.getByRole('region', { name: /^Map: / })
  await expect
    .poll(async () => {
      await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2))
      return map.count()
    }, { timeout: 15_000 })
    .toBe(1)
  await map.scrollIntoViewIfNeeded()
  await expect.poll(() => tiles.length, { timeout: 15_000 }).toBeGreaterThan(0)
  await page.waitForLoadState('networkidle')
  expect(referers.length).toBeGreaterThan(0)
  for (const referer of referers) expect(referer).toBe(`${nginx}/`)
})

test('npm start and the edge serve every page of every language, each not-found page and the entry pages as nginx does', async ({ request }) => {
  const paths = [
    ...languages.flatMap((language) => [...pagePaths.map((path) => `/${language}${path}`), `/${language}/no-such-page`, `/${language}/blog/no-such-page`]),
    ...pagePaths,
    '/no-such-page',
  ]
  const compared = ['content-type', 'cache-control', 'content-security-policy', 'strict-transport-security', 'x-frame-options']
  for (const path of paths) {
    const [fromNginx, ...others] = await Promise.all([servers.nginx, servers.node, servers.edge].map((origin) => request.get(`${origin}${path}`, { maxRedirects: 0 })))
    const expected = { status: fromNginx!.status(), body: await fromNginx!.text(), headers: compared.map((name) => fromNginx!.headers()[name]) }
    for (const [index, other] of others.entries()) {
      const answer = { status: other.status(), body: await other.text(), headers: compared.map((name) => other.headers()[name]) }
      expect(answer, `${path} from ${['npm start', 'the edge'][index]}`).toEqual(expected)
    }
  }
})

/** Every file of the site a page can load (not the pages, compared above, nor the build's notes to the servers). */
const siteFiles = readdirSync('dist', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => relative('dist', join(entry.parentPath, entry.name)).split(sep).join('/'))
  .filter((path) => !/(^|\/)[._]|\.(br|gz)$|(^|\/)(index|404)\.html$/.test(path))

test('nginx sends every file of the site with the status, type and caching npm start sends', async ({ request }) => {
  expect(siteFiles.length, 'files found in dist/').toBeGreaterThan(100)
  const compared = ['content-type', 'cache-control', 'x-content-type-options']
  for (const path of siteFiles) {
    const [fromNginx, fromNode] = await Promise.all([servers.nginx, servers.node].map((origin) => request.head(`${origin}/${path}`)))
    const answer = (response: typeof fromNginx) => [response!.status(), ...compared.map((name) => response!.headers()[name]?.replace(/; charset=utf-8$/, ''))]
    expect(answer(fromNode), `/${path} from npm start`).toEqual(answer(fromNginx))
    expect(fromNginx!.status(), `/${path} from nginx`).toBe(200)
  }
})

test.describe('through the edge', () => {
  test('a page, its language’s not-found page and an entry page load without a CSP violation', async ({ page }) => {
    await answerTiles(page)
    expect(await visit(page, `${servers.edge}/fi/menu`)).toBe(200)
    expect(await visit(page, `${servers.edge}/fi/no-such-page`)).toBe(404)
    // The entry page chooses the language the visitor last saw: Finnish.
    await page.goto(`${servers.edge}/visit`)
    await expect(page).toHaveURL(`${servers.edge}/fi/visit`)
    await waitForPageReady(page)
    })
})

test('an unknown blog post’s not-found page names no address of its own (canonical, alternates, og:url)', async ({ request }) => {
  // Search engines and chat previews must not be sent to a page that is not there, nor told it is the blog.
  for (const language of languages) {
    const html = await (await request.get(`${nginx}/${language}/blog/no-such-post`)).text()
    expect(html, language).toMatch(/<title>[^<]+<\/title>/)
    const named = [...html.matchAll(/<link rel="(?:canonical|alternate)"[^>]*href="([^"]+)"|<meta property="og:url" content="([^"]+)"/g)]
    expect(named.map((match) => match[1] ?? match[2]), language).toEqual([])
  }
})
