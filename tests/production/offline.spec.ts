import { spawnSync } from 'node:child_process'
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { createSiteServer } from '../../server/serve.ts'
import { address, phone } from '../../src/content/business'
import { formatPrice } from '../../src/i18n/formatPrice'
import { entryWorkerFileName, offlineBudgetBytes, registrationDelayMs, storedPaths, workerFileName } from '../../src/offline/offlineStorage'
import { languages } from '../../src/i18n/languages'
import { axeScan, axeTags, violationLines } from '../axe'
import { translation } from '../catalogText'
import { expect, test, waitForPageReady } from './fixtures'
import type { Page } from '@playwright/test'

// The offline menu (docs/offline.md), in Chromium: after one visit to any page of a language, its
// menu and visit pages open with no network, and any other page of it answers with the offline
// page; online, a page always comes as deployed now, and once a deploy changed a price, the stored
// menu has the new one. Each test serves its own copy of the build with `npm start`'s server, so a
// test can deploy another under it.

/** The drink whose price the next deploy changes: its name and price (in cents) as the owner's menu file gives them. */
const menuFile = 'src/content/data/menu.json'
const menuText = await readFile(menuFile, 'utf8')
interface MenuFileSection { items: { id: string; name: string; price?: number }[]; subsections?: MenuFileSection[] }
const menuData = JSON.parse(menuText) as { food: MenuFileSection[]; drinks: MenuFileSection[] }
const everySection = (sections: MenuFileSection[]): MenuFileSection[] => sections.flatMap((section) => [section, ...everySection(section.subsections ?? [])])
const drink = everySection(menuData.drinks).flatMap((section) => section.items).find((item) => item.id === 'long-island')!
const dishName = drink.name
const price = Math.round(drink.price! * 100)
const newPrice = price + 123

/** A server of its own on a copy of a build, which a test can replace (a deploy) or stop (the network gone). */
async function serveCopyOf(build: string) {
  const root = await mkdtemp(join(tmpdir(), 'amigo-offline-'))
  await cp(build, root, { recursive: true })
  const server: Server = await new Promise((started) => {
    const listening = createSiteServer({ root }).listen(0, '127.0.0.1', () => started(listening))
  })
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Replaces the served files with another build's, as a deploy does. */
    deploy: async (next: string) => {
      await rm(join(root, 'assets'), { recursive: true })
      await cp(next, root, { recursive: true, force: true })
    },
    stop: async () => {
      server.closeAllConnections()
      await new Promise((stopped) => server.close(stopped))
      await rm(root, { recursive: true, force: true })
    },
  }
}

/**
 * Whether both workers a page of a language registers are active: its language's, which stores at
 * install, so everything is stored once it is active, and the entry pages'.
 */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registrations = await navigator.serviceWorker.getRegistrations()
    return registrations.length === 2 && registrations.every((registration) => registration.active)
  })

/** The text of the menu's row of a dish, spaces normalized. */
async function rowText(page: Page, name: string) {
  const row = page.locator('main section li').filter({ has: page.getByText(name, { exact: true }) }).first()
  return ((await row.textContent()) ?? '').replace(/\s/g, ' ')
}

const normalized = (text: string) => text.replace(/\s/g, ' ')


/** The notice of a page from storage, up to its date. */
const storedNotice = translation('lv', 'You’re offline. This page was saved on {date}.').split(' {date}')[0]!

/** What Chromium logs for the map's module, which is never stored: offline, the map shows its drawn plan. */
const mapModuleOffline = /^Failed to load resource: net::ERR_INTERNET_DISCONNECTED \(at http:\/\/127\.0\.0\.1:\d+\/assets\/createVisitMap-/

test.describe('the offline menu', () => {
  test.describe.configure({ mode: 'serial' })
  test.use({ serviceWorkers: 'allow' })

  test('after one visit, the menu and visit pages open with no network, and other pages say they are offline', async ({ page, context, expectConsoleError }) => {
    const site = await serveCopyOf('dist')
    expectConsoleError(mapModuleOffline)
    try {
      await page.goto(`${site.origin}/lv/about`)
      await waitForPageReady(page)
      await page.clock.runFor(registrationDelayMs)
      await expect.poll(() => workerActive(page), { timeout: 30_000 }).toBe(true)
      // What the device stores, as Chromium counts it: the bodies, their headers and records, and
      // the two workers' registrations.
      expect(await page.evaluate(async () => (await navigator.storage.estimate()).usage)).toBeLessThanOrEqual(offlineBudgetBytes)
      await context.setOffline(true)

      await page.goto(`${site.origin}/lv/menu`)
      await waitForPageReady(page)
      expect(await rowText(page, translation('lv', dishName))).toContain(normalized(formatPrice('lv', price)))
      // The page says it came from storage, and when (the day the server sent it: today).
      await expect(page.getByRole('status').filter({ hasText: storedNotice })).toBeVisible()
      // The vegan filter, the section index and the picture dialog work.
      await page.setViewportSize({ width: 390, height: 844 })
      const rows = page.locator('main section li').filter({ visible: true })
      const allRows = await rows.count()
      const veganOnly = page.getByText(translation('lv', 'Vegan only'), { exact: true })
      await veganOnly.click()
      await expect.poll(() => rows.count()).toBeLessThan(allRows)
      await veganOnly.click()
      await expect(rows).toHaveCount(allRows)
      const index = page.getByRole('navigation', { name: translation('lv', 'Menu sections') })
      await index.getByRole('link').last().click()
      await expect(index.locator('[aria-current="location"]')).toHaveCount(1)
      const showLarger = translation('lv', 'Show larger: {description}').split('{description}')[0]!
      await page.getByRole('button', { name: showLarger }).first().click()
      await expect(page.getByRole('dialog').getByRole('img')).toBeVisible()
      await page.keyboard.press('Escape')
      await expect(page.getByRole('dialog')).toHaveCount(0)

      await page.goto(`${site.origin}/lv/visit`)
      await waitForPageReady(page)
      await expect(page.getByRole('main').getByText(address.street).first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: phone.display }).first()).toHaveAttribute('href', `tel:${phone.e164}`)
      await page.locator('[data-map-state]').scrollIntoViewIfNeeded()
      await expect(page.locator('[data-map-state]')).toHaveAttribute('data-map-state', 'failed')

      // A page not stored: the offline page, at the address asked for, with the way to the stored ones.
      const response = await page.goto(`${site.origin}/lv/blog`)
      expect(response?.status()).toBe(200)
      expect(page.url()).toBe(`${site.origin}/lv/blog`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      for (const path of storedPaths) await expect(page.getByRole('main').locator(`a[href="/lv${path}"]`).first()).toBeVisible()
      await expect(page.getByRole('main').getByRole('link', { name: phone.display }).first()).toBeVisible()
      const { violations } = await axeScan(page).withTags(axeTags).analyze()
      expect(violationLines(violations)).toEqual([])

      // The table's QR code opens the unprefixed menu, which cannot choose a language offline: the
      // entry pages' worker sends it to the stored one.
      await page.goto(`${site.origin}/menu`)
      await expect(page).toHaveURL(`${site.origin}/lv/menu`)
      await waitForPageReady(page)
      expect(await rowText(page, translation('lv', dishName))).toContain(normalized(formatPrice('lv', price)))
    } finally {
      await context.setOffline(false)
      await site.stop()
    }
  })

  test('online, a page is always the deployed one; after a deploy that changed a price, the stored menu has the new price', async ({ page, context }) => {
    test.setTimeout(120_000)
    const secondBuild = await nextDeployWithPrice(newPrice)
    const site = await serveCopyOf('dist')
    try {
      await page.goto(`${site.origin}/lv/menu`)
      await waitForPageReady(page)
      await page.clock.runFor(registrationDelayMs)
      await expect.poll(() => workerActive(page), { timeout: 30_000 }).toBe(true)
      expect(await rowText(page, translation('lv', dishName))).toContain(normalized(formatPrice('lv', price)))

      await site.deploy(secondBuild.dist)
      // The first visit after the deploy: the new price, from the network.
      await page.goto(`${site.origin}/lv/menu`)
      await waitForPageReady(page)
      expect(await rowText(page, translation('lv', dishName))).toContain(normalized(formatPrice('lv', newPrice)))
      await expect(page.getByRole('status').filter({ hasText: storedNotice })).toHaveCount(0)
      // The new deploy's worker takes over by itself (no reload), having stored the new pages.
      await expect.poll(() => storedMenu(page), { timeout: 30_000 }).toContain(normalized(formatPrice('lv', newPrice)))

      await context.setOffline(true)
      await page.goto(`${site.origin}/lv/menu`)
      await waitForPageReady(page)
      expect(await rowText(page, translation('lv', dishName))).toContain(normalized(formatPrice('lv', newPrice)))
    } finally {
      await context.setOffline(false)
      await site.stop()
      await secondBuild.remove()
    }
  })
})

/** The menu page as the language's worker stored it at install, decompressed, spaces normalized. */
const storedMenu = (page: Page) =>
  page.evaluate(async () => {
    await (await navigator.serviceWorker.getRegistration())?.update()
    const precache = (await caches.keys()).find((name) => name.includes('precache') && !name.includes('temp'))
    const stored = precache ? await (await caches.open(precache)).match('/lv/menu/index.html', { ignoreSearch: true }) : undefined
    // Stored compressed (src/offline/compactStorage.ts).
    const body = stored?.headers.get('Content-Encoding') === 'gzip' ? stored.body?.pipeThrough(new DecompressionStream('gzip')) : stored?.body
    return (await new Response(body).text()).replace(/\s/g, ' ')
  })

/**
 * The next deploy after the owner changed one price: a copy of this build with the drink's price
 * changed in the Latvian menu (and its compressed copies), and the offline workers written again over
 * it by the build's own step, as a build of the changed menu would end. No second build: the prerender
 * is the built tests' and the browser tests' to check; here only what a deploy changes matters.
 */
async function nextDeployWithPrice(cents: number) {
  const root = await mkdtemp(join(tmpdir(), 'amigo-next-deploy-'))
  await cp('dist', root, { recursive: true })
  const page = join(root, 'lv', 'menu', 'index.html')
  const html = await readFile(page, 'utf8')
  const row = html.indexOf(`>${translation('lv', dishName)}</span>`)
  const shown = `>${formatPrice('lv', price)}<`
  const at = row < 0 ? -1 : html.indexOf(shown, row)
  if (at < 0) throw new Error(`no row of ${dishName} at ${formatPrice('lv', price)} in dist/lv/menu/index.html`)
  const changed = `${html.slice(0, at)}>${formatPrice('lv', cents)}<${html.slice(at + shown.length)}`
  await writeCompressed(page, changed)
  // In a process of its own: Playwright's workers set NODE_ENV=development, which the worker's bundler would follow.
  const { NODE_ENV: _, ...environment } = process.env
  const written = spawnSync(process.execPath, ['--input-type=module', '-e', `import { writeOfflineWorkers } from './scripts/site/offlineWorker.ts'; await writeOfflineWorkers(${JSON.stringify(root)})`], { env: environment, encoding: 'utf8' })
  if (written.status !== 0) throw new Error(`writing the offline workers failed: ${written.stderr}`)
  // The servers send a file's compressed copy when it has one: the workers' must be the new ones too.
  for (const worker of [entryWorkerFileName, ...languages.map((language) => join(language, workerFileName))]) await writeCompressed(join(root, worker), await readFile(join(root, worker), 'utf8'))
  return { dist: root, remove: () => rm(root, { recursive: true, force: true }) }
}

/** A file and its compressed copies, as the build's last step writes them (scripts/site/compress.ts). */
async function writeCompressed(file: string, text: string) {
  await writeFile(file, text)
  await writeFile(`${file}.br`, brotliCompressSync(text))
  await writeFile(`${file}.gz`, gzipSync(text))
}
