import { readdirSync, readFileSync } from 'node:fs'
import { PNG } from 'pngjs'
import { nightTokens } from '../../src/design/nightTokens'
import { tokens } from '../../src/design/tokens'
import { expect, languages, pageOfEachKind, test, waitForPageReady, type Page } from './site'

// A visitor whose phone or computer is set to dark gets the night theme (src/design/nightTokens.ts)
// from the system setting alone. Every engine is checked in tests/engines/night.spec.ts; these are
// the Chromium checks that need Playwright's own emulation (no scripts, print, downloads).
test.use({ colorScheme: 'dark' })

/** A token's hex value as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

const pageColours = () => ({ page: getComputedStyle(document.body).backgroundColor, ink: getComputedStyle(document.body).color })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every kind of prerendered page is already in the night theme: no script chooses it, nothing flashes', async ({ page }) => {
    // One page of each kind, each in the next language, and a not-found page.
    for (const path of [...pageOfEachKind.map((kind, index) => `/${languages[index % languages.length]}${kind.path}`), '/lv/no-such-page']) {
      await page.goto(path)
      expect(await page.evaluate(pageColours), path).toEqual({ page: rgb(nightTokens.color.page), ink: rgb(nightTokens.color.ink) })
    }
  })
})

test('a system set to light keeps the day theme', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/lv/menu')
  expect(await page.evaluate(pageColours)).toEqual({ page: rgb(tokens.color.page), ink: rgb(tokens.color.ink) })
})

test('the menu prints black on white from a system set to dark', async ({ page }) => {
  await page.goto('/ru/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' })
  expect(await page.evaluate(pageColours)).toEqual({ page: rgb(tokens.color.paper), ink: rgb(tokens.color.ink) })
})

test('at night the QR code stays dark on light, and the downloaded PNG is the day one', async ({ page }) => {
  await page.goto('/en/menu')
  await waitForPageReady(page)
  const code = page.getByRole('img', { name: /^QR code of / })
  await code.scrollIntoViewIfNeeded()
  expect(await code.evaluate((svg) => getComputedStyle(svg).backgroundColor)).toBe(rgb(tokens.color.qrLight))
  expect(await code.locator('path').first().getAttribute('stroke')).toBe(tokens.color.qrDark)

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR Code' }).click()])
  const png = PNG.sync.read(readFileSync(await download.path()))
  const colours = new Set<string>()
  for (let offset = 0; offset < png.data.length; offset += 4) colours.add([...png.data.subarray(offset, offset + 3)].map((value) => value.toString(16).padStart(2, '0')).join(''))
  expect(colours).toEqual(new Set([tokens.color.qrDark, tokens.color.qrLight].map((hex) => hex.slice(1).toLowerCase())))
})

test.describe('the drawings with a night variant', () => {
  // dist/assets/tacos.night-AbCd1234.svg is the night variant of tacos-XyZw5678.svg.
  const hashed = /^(.+)-[\w-]{8}\.svg$/
  const nightDrawings = new Set(
    readdirSync('dist/assets')
      .map((file) => hashed.exec(file)?.[1])
      .filter((name) => name?.endsWith('.night'))
      .map((name) => name!.replace(/\.night$/, '')),
  )

  /** The drawings the page asked for, by name without hash, once every picture has been scrolled to. */
  async function drawingsLoaded(page: Page, path: string) {
    const requested: string[] = []
    page.on('request', (request) => {
      const name = hashed.exec(new URL(request.url()).pathname.split('/').pop() ?? '')?.[1]
      if (name) requested.push(name)
    })
    await page.goto(path)
    // Each picture scrolled to, so that a lazy one is asked for, and given up to 3 s to arrive: what
    // this checks is which files were asked for, and one decode() that never settles (seen once in
    // a full run under load) must not stall the test past its timeout. A picture that is not
    // rendered is never asked for.
    await page.locator('img').evaluateAll(async (images: HTMLImageElement[]) => {
      for (const image of images) {
        if (!image.checkVisibility()) continue
        image.scrollIntoView()
        await Promise.race([image.decode().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 3000))])
      }
    })
    return requested
  }

  // A choice: four pages with drawings, in two languages. The visit page's first-screen storefront is
  // preloaded, each file for its own theme (Picture.tsx).
  for (const path of ['/lv/', '/lv/menu', '/ru/about', '/lv/visit']) {
    test(`at night ${path} loads the night drawings and none of their day files`, async ({ page }) => {
      const loaded = await drawingsLoaded(page, path)
      expect(loaded.filter((name) => name.endsWith('.night')).length).toBeGreaterThan(0)
      expect(loaded.filter((name) => nightDrawings.has(name))).toEqual([])
    })

    test(`by day ${path} loads the day drawings and no night variant`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: 'light' })
      const loaded = await drawingsLoaded(page, path)
      expect(loaded.filter((name) => nightDrawings.has(name)).length).toBeGreaterThan(0)
      expect(loaded.filter((name) => name.endsWith('.night'))).toEqual([])
    })
  }
})
