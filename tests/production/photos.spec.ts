import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createSiteServer } from '../../server/serve.ts'
import { storedFiles } from '../../scripts/site/offlineWorker.ts'
import { copyOfProject } from './projectCopy'

// A photograph the owner puts in a picture's place (docs/owner.md, "Pictures"), built and loaded as
// a visitor's browser loads it: a real photograph (tests/fixtures/photos/README.md), not a drawing
// or a generated picture, so the bytes are a photograph's.

/** The budgets of a picture a visitor loads (docs/decisions/0060-photographs.md). */
const phoneBudgetBytes = 60 * 1024
const desktopBudgetBytes = 150 * 1024

let project: Awaited<ReturnType<typeof copyOfProject>>
let server: Server
let origin: string
const alt = 'A cup of coffee on a wooden table.'

test.describe('a photograph of the owner’s', () => {
  test.describe.configure({ mode: 'serial' })

  test.beforeAll(async () => {
    test.setTimeout(300_000)
    project = await copyOfProject('photos')
    await mkdir(join(project.root, 'src/content/photos'), { recursive: true })
    await copyFile('tests/fixtures/photos/coffee.png', join(project.root, 'src/content/photos/coffee.png'))
    await writeFile(join(project.root, 'src/content/data/pictures.json'), JSON.stringify({ photos: [{ slot: 'storefront', file: 'photos/coffee.png', alt }] }, null, 2))
    await project.build()
    server = await new Promise((started) => {
      const listening = createSiteServer({ root: project.dist }).listen(0, '127.0.0.1', () => started(listening))
    })
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })

  test.afterAll(async () => {
    if (server) {
      server.closeAllConnections()
      await new Promise((closed) => server.close(closed))
    }
    await project?.remove()
  })

  test('in the storefront’s place is served in the sizes and formats the place needs, its box kept, within the budgets', async ({ browser }) => {
    const loaded: string[] = []
    for (const [width, scale] of [[390, 3], [390, 2], [1280, 1], [1280, 2]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale })
      const page = await context.newPage()
      const photos: { file: string; type: string; bytes: number }[] = []
      page.on('response', async (response) => {
        if (/\/assets\/coffee-/.test(response.url())) photos.push({ file: response.url().split('/').pop()!, type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length })
      })
      await page.goto(`${origin}/lv/about`)
      const picture = page.locator(`picture:has(img[alt="${alt}"])`)
      await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /360w, .*600w$/)
      await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', /360w, .*600w$/)
      // The place's box, reserved before a byte arrives: the drawing's 1200 × 800.
      await expect(picture.locator('img')).toHaveAttribute('width', '1200')
      await expect(picture.locator('img')).toHaveAttribute('height', '800')
      await expect.poll(() => picture.locator('img').evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0)
      await expect.poll(() => photos.length).toBe(1)
      expect(photos[0]!.type, `${width} px × ${scale}`).toBe('image/avif')
      expect(photos[0]!.bytes, `${width} px × ${scale}`).toBeLessThanOrEqual(width < 1024 ? phoneBudgetBytes : desktopBudgetBytes)
      loaded.push(`${width} px × ${scale}: ${photos[0]!.file} ${photos[0]!.bytes} B`)
      await context.close()
    }
    test.info().annotations.push({ type: 'bytes per width', description: loaded.join('; ') })
  })

  test('is stored for the offline visit page in one size, which stands in for every other offline', async ({ browser }) => {
    test.setTimeout(120_000)
    const stored = (await storedFiles('lv', project.dist)).filter((file) => file.startsWith('assets/coffee-'))
    expect(stored, 'one file of the photograph, a JPEG').toEqual([expect.stringMatching(/^assets\/coffee-[\w-]+\.jpe?g$/)])
    // Stored on a phone, read offline on a laptop: the laptop asks for another size and format.
    const phone = await browser.newContext({ viewport: { width: 390, height: 900 }, deviceScaleFactor: 3, serviceWorkers: 'allow' })
    const page = await phone.newPage()
    await page.goto(`${origin}/lv/visit`)
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).some((registration) => registration.active && registration.scope.endsWith('/lv/'))), { timeout: 60_000 })
      .toBe(true)
    await phone.setOffline(true)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${origin}/lv/visit`)
    const image = page.locator(`img[alt="${alt}"]`).first()
    await image.scrollIntoViewIfNeeded()
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0)
    await phone.close()
  })
})
