import { copyFile, mkdir, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'
import { createSiteServer } from '../../server/serve.ts'
import { copyOfProject } from './projectCopy'

// A photograph the owner puts in a picture's place (docs/owner.md, "Pictures"), built and loaded as
// a visitor's browser loads it: a real photograph (tests/fixtures/photos/README.md), not a drawing
// or a generated picture, so the bytes are a photograph's.

/** The budgets of a picture a visitor loads (docs/decisions/0060-photographs.md). */
const phoneBudgetBytes = 60 * 1024
const desktopBudgetBytes = 150 * 1024

test('a photograph in the storefront’s place is served in the sizes and formats the place needs, its box kept, within the budgets', async ({ browser }) => {
  test.setTimeout(300_000)
  const project = await copyOfProject('photos')
  await mkdir(join(project.root, 'src/content/photos'), { recursive: true })
  await copyFile('tests/fixtures/photos/coffee.png', join(project.root, 'src/content/photos/coffee.png'))
  await writeFile(join(project.root, 'src/content/data/pictures.json'), JSON.stringify({ photos: [{ slot: 'storefront', file: 'photos/coffee.png', alt: 'A cup of coffee on a wooden table.' }] }, null, 2))
  await project.build()
  const server: Server = await new Promise((started) => {
    const listening = createSiteServer({ root: project.dist }).listen(0, '127.0.0.1', () => started(listening))
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  try {
    const loaded: string[] = []
    for (const [width, scale] of [[390, 3], [390, 2], [1280, 1], [1280, 2]] as const) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: scale })
      const page = await context.newPage()
      const photos: { file: string; type: string; bytes: number }[] = []
      page.on('response', async (response) => {
        if (/\/assets\/coffee-/.test(response.url())) photos.push({ file: response.url().split('/').pop()!, type: response.headers()['content-type'] ?? '', bytes: (await response.body()).length })
      })
      await page.goto(`${origin}/lv/about`)
      const picture = page.locator('picture:has(img[alt="A cup of coffee on a wooden table."])')
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
  } finally {
    server.closeAllConnections()
    await new Promise((closed) => server.close(closed))
    await project.remove()
  }
})
