import { readFileSync } from 'node:fs'
import { axeScan, axeTags, violationLines } from '../axe'
import type { Locator, Page } from '@playwright/test'
import { address, geo, restaurantName } from '../../src/content/business'
import { tileFixture } from '../pageGuard'
import { escapeRegExp, expect, test, translation, waitForPageReady, type Language } from './site'

/** The map chunk, as the build named it: OpenLayers travels in it. */
const mapChunk: string = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))['src/components/visit/VisitMap/createVisitMap.ts'].file
const addressLine = `${address.street}, ${address.city}, ${address.postcode}`
const tileHost = /^https:\/\/tile\.openstreetmap\.org\//

/** The slippy-map tile that holds a point at zoom z (OpenStreetMap's standard formula). */
function tileOf(latitude: number, longitude: number, z: number) {
  const radians = (latitude * Math.PI) / 180
  const x = Math.floor(((longitude + 180) / 360) * 2 ** z)
  const y = Math.floor(((1 - Math.log(Math.tan(radians) + 1 / Math.cos(radians)) / Math.PI) / 2) * 2 ** z)
  return { x, y }
}

interface TileRequest {
  z: number
  x: number
  y: number
  referer?: string
}

/** Answers map tiles with the fixture (registered before navigation) and lists what was asked for. */
async function answerTiles(page: Page): Promise<TileRequest[]> {
  const tiles: TileRequest[] = []
  await page.route(tileHost, async (route) => {
    const [, z, x, y] = route.request().url().match(/\/(\d+)\/(\d+)\/(\d+)\.png$/)!.map(Number)
    tiles.push({ z: z!, x: x!, y: y!, referer: await route.request().headerValue('referer') ?? undefined })
    return route.fulfill({ path: tileFixture, contentType: 'image/png' })
  })
  return tiles
}

const mapName = (language: Language) =>
  translation(language, 'Map: {restaurantName}, {addressLine}').replace('{restaurantName}', restaurantName).replace('{addressLine}', addressLine)
const mapRegion = (page: Page, language: Language = 'en') => page.getByRole('region', { name: mapName(language) })
const directionsLink = (scope: Page | Locator, language: Language = 'en') =>
  scope.getByRole('link', { name: new RegExp(`^${escapeRegExp(translation(language, 'Directions'))}`) })

/** Scrolls the map's box (still the placeholder) into view and waits for the map with its tiles. */
async function showMap(page: Page, language: Language = 'en') {
  // Retried: on a wide screen the map may replace the placeholder (and its link) meanwhile.
  await expect(() => directionsLink(page, language).first().scrollIntoViewIfNeeded({ timeout: 1000 })).toPass()
  await expect(mapRegion(page, language)).toBeVisible()
  await mapRegion(page, language).scrollIntoViewIfNeeded()
  await waitForPageReady(page)
}

/** Waits for the map's first tiles: some asked for, then no more for a moment. */
async function tilesSettled(page: Page, tiles: TileRequest[]) {
  await expect.poll(() => tiles.length).toBeGreaterThan(0)
  for (let count = -1; count !== tiles.length; ) {
    count = tiles.length
    await page.waitForTimeout(300)
  }
}

/** Presses a key a few times, each after the map's short pan animation: presses within it do not add up. */
async function pressOneByOne(page: Page, key: string, times: number) {
  for (let press = 0; press < times; press++) {
    await page.keyboard.press(key)
    await page.waitForTimeout(150)
  }
}

test.describe('the visit page map', () => {
  test('loads OpenLayers only near the viewport, then shows the restaurant at zoom 16 with its popup open and the attribution', async ({ page, baseURL }) => {
    // A short window: on a phone the way here comes early on the visit page (within two screens),
    // and the map must start beyond the distance at which it loads.
    const short = 300
    await page.setViewportSize({ width: 390, height: short })
    const tiles = await answerTiles(page)
    const scripts: string[] = []
    page.on('request', (request) => scripts.push(request.url()))
    await page.goto('/en/visit')
    await waitForPageReady(page)
    const placeholderLink = directionsLink(page)
    expect((await placeholderLink.boundingBox())!.y, 'the map starts well below the first screen').toBeGreaterThan(short + 400)
    await page.waitForTimeout(500)
    expect(scripts.filter((url) => url.endsWith(mapChunk) || /\/ol-[\w-]+\.css$/.test(url))).toEqual([])
    expect(tiles).toEqual([])

    const chunkRequest = page.waitForRequest((request) => request.url().endsWith(mapChunk))
    await placeholderLink.scrollIntoViewIfNeeded()
    await chunkRequest
    await page.setViewportSize({ width: 390, height: 844 })
    const map = mapRegion(page)
    await expect(map).toBeVisible()
    await tilesSettled(page, tiles)

    const home = tileOf(geo.latitude, geo.longitude, 16)
    expect(tiles).toContainEqual(expect.objectContaining({ z: 16, ...home }))
    for (const tile of tiles) {
      expect(tile.z).toBe(16)
      expect(Math.abs(tile.x - home.x)).toBeLessThanOrEqual(2)
      expect(Math.abs(tile.y - home.y)).toBeLessThanOrEqual(2)
      // OpenStreetMap's tile policy: a valid Referer, the site's origin.
      expect(tile.referer).toBe(`${new URL(baseURL!).origin}/`)
    }

    await expect(map.getByText(restaurantName, { exact: true })).toBeVisible()
    await expect(map.getByText(addressLine)).toBeVisible()
    const directions = directionsLink(map)
    await expect(directions).toHaveAttribute('href', new RegExp(`${geo.latitude}(,|%2C)${geo.longitude}`))
    await expect(directions).toHaveAttribute('target', '_blank')
    await expect(directions).toHaveAttribute('rel', /\bnoopener\b/)
    await expect(map.getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
    await expect(map.getByRole('button', { name: 'Attributions' })).toBeHidden()
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible()
    await expect(map.getByRole('button', { name: 'Zoom out' })).toBeVisible()
  })

  test('lets the scroll wheel scroll the page and says how to zoom; Ctrl + wheel zooms', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const tiles = await answerTiles(page)
    await page.goto('/en/visit')
    await waitForPageReady(page)
    await showMap(page)
    await tilesSettled(page, tiles)
    const box = (await mapRegion(page).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.8)
    const scrolled = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, 200)
    await expect(page.getByText('Use Ctrl + scroll to zoom the map')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
    expect(tiles.filter((tile) => tile.z !== 16)).toEqual([])

    const moved = (await mapRegion(page).boundingBox())!
    await page.mouse.move(moved.x + moved.width / 2, moved.y + moved.height / 2)
    await page.keyboard.down('Control')
    await page.mouse.wheel(0, -300)
    await page.keyboard.up('Control')
    await expect.poll(() => tiles.some((tile) => tile.z > 16)).toBe(true)
  })

  test('on a touch screen, one finger scrolls the page and says how to move the map; two fingers move it', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    const tiles = await answerTiles(page)
    await page.goto('/en/visit')
    await waitForPageReady(page)
    await showMap(page)
    await tilesSettled(page, tiles)
    const touch = await context.newCDPSession(page)
    const drag = async (fingers: number, dy: number) => {
      const box = (await mapRegion(page).boundingBox())!
      const points = (offset: number) => Array.from({ length: fingers }, (_, finger) => ({ x: box.x + 80 + finger * 120, y: box.y + box.height * 0.75 + offset, id: finger }))
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: points(0) })
      for (let step = 1; step <= 8; step++) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: points((dy * step) / 8) })
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    }
    const seen = tiles.length
    const scrolled = await page.evaluate(() => window.scrollY)
    await drag(1, -150)
    await expect(page.getByText('Use two fingers to move the map')).toBeVisible()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled)
    expect(tiles.slice(seen)).toEqual([])

    const lowest = Math.max(...tiles.map((tile) => tile.y))
    // The page may still glide from the one-finger flick: measure once it has stopped.
    let after = -1
    while (after !== (after = await page.evaluate(() => window.scrollY))) await page.waitForTimeout(200)
    await drag(2, -400)
    // The tiles below arrive as the map settles: slow on a busy machine.
    await expect.poll(() => tiles.slice(seen).some((tile) => tile.y > lowest), { timeout: 15_000 }).toBe(true)
    expect(await page.evaluate(() => window.scrollY)).toBe(after)
    await context.close()
  })

  test('is reached by Tab, moves with the arrow keys, zooms with +, and lets focus move on', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    const tiles = await answerTiles(page)
    await page.goto('/en/visit')
    await waitForPageReady(page)
    await showMap(page)
    await tilesSettled(page, tiles)
    const map = mapRegion(page)
    await focusTheElementBefore(page, map)
    await page.keyboard.press('Tab')
    await expect(map).toBeFocused()

    const seen = tiles.length
    const farthest = { x: Math.max(...tiles.map((tile) => tile.x)), y: Math.max(...tiles.map((tile) => tile.y)) }
    await pressOneByOne(page, 'ArrowRight', 4)
    await expect.poll(() => tiles.slice(seen).some((tile) => tile.z === 16 && tile.x > farthest.x)).toBe(true)
    await pressOneByOne(page, 'ArrowDown', 4)
    await expect.poll(() => tiles.slice(seen).some((tile) => tile.z === 16 && tile.y > farthest.y)).toBe(true)
    await page.keyboard.press('+')
    await expect.poll(() => tiles.some((tile) => tile.z === 17)).toBe(true)

    const name = map.getByText(restaurantName, { exact: true })
    await page.keyboard.press('Escape')
    await expect(name).toBeHidden()
    await expect(map).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(name).toBeVisible()

    // Tab goes through the map's own controls, then on to the rest of the page: no trap.
    const reached: string[] = []
    for (let press = 0; press < 10 && (await map.evaluate((element) => element.contains(document.activeElement))); press++) {
      await page.keyboard.press('Tab')
      reached.push(await page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? ''))
    }
    expect(reached).toEqual(expect.arrayContaining([`Show the address of ${restaurantName}`, 'Directions (opens in a new tab)', 'Zoom in', 'Zoom out', 'OpenStreetMap']))
    expect(await map.evaluate((element) => element.contains(document.activeElement))).toBe(false)
  })
})

/** A promise the test resolves when it is ready. */
function gate() {
  const opener = { open: () => {} }
  const promise = new Promise<void>((resolve) => {
    opener.open = resolve
  })
  return { promise, resolve: () => opener.open() }
}

/** Focuses the last element that Tab reaches before `target`, so the next Tab should land on it. */
async function focusTheElementBefore(page: Page, target: Locator) {
  const handle = await target.elementHandle()
  await page.evaluate((map) => {
    const tabbable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]')].filter(
      (element) => element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled && element.checkVisibility({ visibilityProperty: true }),
    )
    tabbable[tabbable.indexOf(map!) - 1]!.focus()
  }, handle as never)
}

/** The card that stands for the map without it: the restaurant, its address and the directions link. */
const mapCard = (page: Page) => page.locator('[data-visit-map] div:has(> address)').first()

test.describe('the visit page map when something fails', () => {
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_FAILED \(at (https:\/\/tile\.openstreetmap\.org\/|.*\/assets\/createVisitMap-)/] })

  test('says so in the visitor’s language when tiles fail, and keeps the address and the directions link', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route(tileHost, (route) => route.abort())
    for (const language of ['en', 'et'] as const) {
      await page.goto(`/${language}/visit`)
      await waitForPageReady(page)
      // The map comes, its tiles fail, and the box goes back to the card (no map left to show).
      await directionsLink(page, language).first().scrollIntoViewIfNeeded()
      const message = page.getByRole('alert').filter({ hasText: translation(language, 'The map could not be loaded. The address and the directions link still work.') })
      await expect(message).toBeVisible()
      const card = mapCard(page)
      await expect(card.getByText(addressLine)).toBeVisible()
      await expect(directionsLink(card, language)).toBeVisible()
    }
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`looks finished when the tiles cannot load ${colorScheme === 'dark' ? 'at night' : 'by day'}: a drawn plan, the card centred, no control over it`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width: 390, height: 844 })
      await page.route(tileHost, (route) => route.abort())
      await page.goto('/lv/visit')
      await waitForPageReady(page)
      await directionsLink(page, 'lv').first().scrollIntoViewIfNeeded()
      const message = page.getByRole('alert').filter({ hasText: translation('lv', 'The map could not be loaded. The address and the directions link still work.') })
      await expect(message).toBeVisible()
      const card = mapCard(page)
      const box = page.locator('[data-visit-map]')
      await expect(box.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'failed')

      // No zoom buttons, attribution, marker or popup over an empty box, and no map to tab into.
      for (const control of ['.ol-zoom', '.ol-attribution', '.ol-overlay-container']) await expect(box.locator(control).first()).toBeHidden()
      await expect(mapRegion(page, 'lv')).toHaveCount(0)

      // The drawn plan fills the box behind the card, in the theme's variant.
      const plan = box.locator('img[src*="street-plan"]')
      await expect(plan).toBeVisible()
      await expect.poll(() => plan.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
      const planFile = await plan.evaluate((image: HTMLImageElement) => image.currentSrc)
      expect(planFile.includes('.night'), planFile).toBe(colorScheme === 'dark')
      const [boxArea, planArea, cardArea] = await Promise.all([box.boundingBox(), plan.boundingBox(), card.boundingBox()])
      for (const side of ['x', 'y', 'width', 'height'] as const) expect(planArea![side], side).toBeCloseTo(boxArea![side], 0)

      // The card in the middle, inside the box.
      expect(Math.abs(cardArea!.x + cardArea!.width / 2 - (boxArea!.x + boxArea!.width / 2))).toBeLessThan(1.5)
      expect(Math.abs(cardArea!.y + cardArea!.height / 2 - (boxArea!.y + boxArea!.height / 2))).toBeLessThan(1.5)
      expect(cardArea!.x).toBeGreaterThanOrEqual(boxArea!.x)
      expect(cardArea!.x + cardArea!.width).toBeLessThanOrEqual(boxArea!.x + boxArea!.width)

      // The address, and a route to it in the visitor's maps app: an outbound link, not followed here.
      await expect(card.getByText(addressLine)).toBeVisible()
      await expect(directionsLink(card, 'lv')).toHaveAttribute('href', new RegExp(`${geo.latitude}(,|%2C)${geo.longitude}`))
    })
  }

  test('keeps the placeholder, with a message, when the map’s code cannot be loaded', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.route((url) => url.pathname.endsWith(mapChunk), (route) => route.abort())
    await page.goto('/de/visit')
    await waitForPageReady(page)
    await directionsLink(page, 'de').first().scrollIntoViewIfNeeded()
    const message = page.getByRole('alert').filter({ hasText: translation('de', 'The map could not be loaded. The address and the directions link still work.') })
    await expect(message).toBeVisible()
    await expect(mapCard(page).getByText(addressLine)).toBeVisible()
    await expect(mapRegion(page, 'de')).toHaveCount(0)
  })
})

test.describe('the visit page map, accessibility and stability', () => {
  for (const width of [390, 1280]) {
    test(`axe finds nothing in the map with its popup open, in English and Estonian, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await answerTiles(page)
      for (const language of ['en', 'et'] as const) {
        await page.goto(`/${language}/visit`)
        await waitForPageReady(page)
        await showMap(page, language)
        await expect(mapRegion(page, language).getByText(addressLine)).toBeVisible()
        const { violations } = await axeScan(page).include('[role="region"][tabindex="0"]').withTags(axeTags).analyze()
        expect(violationLines(violations, `${language}: `)).toEqual([])
      }
    })

    test(`takes the placeholder’s place without shifting anything, at ${width} px`, async ({ page }, testInfo) => {
      await page.setViewportSize({ width, height: 900 })
      const tiles = await answerTiles(page)
      // The map's code waits until the placeholder has been measured.
      const measured = gate()
      await page.route((url) => url.pathname.endsWith(mapChunk), async (route) => {
        await measured.promise
        await route.fallback()
      })
      await page.goto('/en/visit')
      await page.waitForFunction(() => !('$_TSR' in window))
      const placeholderLink = directionsLink(page)
      await placeholderLink.scrollIntoViewIfNeeded()
      // The link, its card, the placeholder, the map's box.
      const placeholderHeight = await placeholderLink.evaluate((link) => link.parentElement!.parentElement!.parentElement!.getBoundingClientRect().height)
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight)
      await page.evaluate(() => {
        const shifts: number[] = ((window as unknown as { mapShifts: number[] }).mapShifts = [])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value)
        }).observe({ type: 'layout-shift', buffered: true })
      })
      measured.resolve()
      await expect(mapRegion(page)).toBeVisible()
      await tilesSettled(page, tiles)
      const shift = await page.evaluate(() => (window as unknown as { mapShifts: number[] }).mapShifts.reduce((sum, value) => sum + value, 0))
      testInfo.annotations.push({ type: 'measured', description: `visit page with the map at ${width} px: CLS ${shift.toFixed(4)}` })
      expect(shift).toBeLessThan(0.01)
      expect((await mapRegion(page).boundingBox())!.height).toBeCloseTo(placeholderHeight, 0)
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBe(pageHeight)
    })
  }
})

test.describe('the visit page map without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('shows the address and the directions link in the map’s box', async ({ page }) => {
    const tiles = await answerTiles(page)
    await page.goto('/en/visit')
    const directions = directionsLink(page)
    await directions.scrollIntoViewIfNeeded()
    await expect(directions).toBeVisible()
    await expect(directions).toHaveAttribute('href', new RegExp(`${geo.latitude}(,|%2C)${geo.longitude}`))
    await expect(directions.locator('..').getByText(addressLine)).toBeVisible()
    await expect(mapRegion(page)).toHaveCount(0)
    expect(tiles).toEqual([])
  })
})
