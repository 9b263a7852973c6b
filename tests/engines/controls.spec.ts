import jsQR from 'jsqr'
import { PNG } from 'pngjs'
import { openingStatus } from '../../src/hours/openingStatus'
import { contentSchedule } from '../../src/hours/contentSchedule'
import { focusStop, focusWalkKeys } from '../dialogFocus'
import { fixedNow } from '../fixedClock'
import { mark, waitForPageReady, waitUntil, type EnginePage } from './enginePage'
import { expect, test } from './fixtures'

// Every interactive part of the site, once in each engine, with real clicks and keys.

test('the language picker opens the same page in the language chosen, and remembers it', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/about')
  await waitForPageReady(tab)
  await tab.click('header button:has(+ ul[popover])')
  await tab.click(await mark(tab, () => [...document.querySelectorAll('header ul[popover] a')].find((link) => link.textContent === 'Suomi')))
  await waitUntil(tab, 'the Finnish page shows', () => location.pathname === '/fi/about' && document.documentElement.lang === 'fi')
  await waitForPageReady(tab)
  expect(await tab.evaluate(() => localStorage.getItem('amigo-language'))).toBe('fi')
  // The remembered choice decides where an address without a language leads.
  await tab.goto('/menu')
  await waitUntil(tab, 'the unprefixed menu leads to the Finnish one', () => location.pathname === '/fi/menu')
})

test('the phone menu opens from its button, navigates, and closes', async ({ tab }) => {
  await tab.setViewport(390, 844)
  await tab.goto('/en/')
  await waitForPageReady(tab)
  expect(await tab.evaluate(() => document.querySelector('header div[popover]')?.matches(':popover-open'))).toBe(false)
  await tab.click('header button:has(+ div[popover])')
  await waitUntil(tab, 'the menu is open', () => document.querySelector('header div[popover]')?.matches(':popover-open') === true)
  const aboutInMenu = await mark(tab, () => [...document.querySelectorAll('header div[popover] a')].find((link) => link.textContent === 'About us'))
  await tab.click(aboutInMenu)
  await waitUntil(tab, 'the about page shows', () => location.pathname === '/en/about' && document.querySelector('h1')?.textContent === 'Our story')
  await waitUntil(tab, 'the menu has closed', () => document.querySelector('header div[popover]')?.matches(':popover-open') === false)
})

test('the vegan filter narrows the menu to the vegan dishes and says how many', async ({ tab }) => {
  await tab.setViewport(390, 844)
  await tab.goto('/en/menu')
  await waitForPageReady(tab)
  const shownDishes = () => tab.evaluate(() => [...document.querySelectorAll('main section li')].filter((row) => row.parentElement?.closest('li') === null && (row as HTMLElement).offsetParent !== null).length)
  const everything = await shownDishes()
  await tab.click(await mark(tab, () => [...document.querySelectorAll('label')].find((label) => label.textContent === 'Vegan only')))
  await waitUntil(tab, 'the filter says how many vegan dishes it shows', () => /Showing \d+ vegan/.test(document.querySelector('main output')?.textContent ?? ''))
  const vegan = await shownDishes()
  expect(vegan).toBeGreaterThan(0)
  expect(vegan).toBeLessThan(everything)
  expect(await tab.evaluate(() => document.querySelector('main output')!.textContent)).toBe(`Showing ${vegan} vegan dishes and drinks`)
})

const burritoDialogIsOpen = () => (document.querySelector('dialog:modal h2')?.textContent ?? '').startsWith('Burrito')
const closedAndFocusBack = () => document.querySelector('dialog[open]') === null && Boolean(document.activeElement?.getAttribute('aria-label')?.startsWith('Show larger: A burrito'))

test('the picture dialog opens, closes with Escape, its close button and a click outside, and gives focus back', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/menu')
  await waitForPageReady(tab)
  const picture = await mark(tab, () => document.querySelector('button[aria-label^="Show larger: A burrito"]'))
  await tab.click(picture)
  await waitUntil(tab, 'the dialog is open, and modal', burritoDialogIsOpen)
  await tab.press('Escape')
  await waitUntil(tab, 'Escape has closed it, and the picture has focus again', closedAndFocusBack)
  await tab.click(picture)
  await waitUntil(tab, 'the dialog is open again', burritoDialogIsOpen)
  await tab.click('dialog[open] button[aria-label="Close"]')
  await waitUntil(tab, 'its close button has closed it, and the picture has focus again', closedAndFocusBack)
  await tab.click(picture)
  await waitUntil(tab, 'the dialog is open once more', burritoDialogIsOpen)
  // The top left corner: the dimmed page, well outside the dialog in the middle.
  await tab.clickAt(5, 5)
  await waitUntil(tab, 'a click outside has closed it, and the picture has focus again', closedAndFocusBack)
})

test('the open picture dialog keeps the keyboard: Tab and Shift+Tab never leave it', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/menu')
  await waitForPageReady(tab)
  await tab.click(await mark(tab, () => document.querySelector('button[aria-label^="Show larger: A burrito"]')))
  await waitUntil(tab, 'the dialog is open, its close button focused', () => document.activeElement?.closest('dialog') !== null && document.activeElement?.getAttribute('aria-label') === 'Close')
  // Each stop is in the dialog, or (between its last control and its first) in the browser's own controls, never behind it.
  const walk: string[] = []
  for (const key of focusWalkKeys) {
    await tab.press(key)
    const stop = await tab.evaluate(focusStop)
    walk.push(`${key} → ${stop.where}: ${stop.name}`)
    expect(stop.where, `${tab.engine}:\n${walk.join('\n')}`).not.toBe('behind')
  }
  expect(walk.filter((stop) => stop.includes('→ dialog')).length, `${tab.engine}:\n${walk.join('\n')}`).toBeGreaterThanOrEqual(focusWalkKeys.length / 2)
  await test.info().attach(`the focus walk in ${tab.engine}`, { body: walk.join('\n'), contentType: 'text/plain' })
})

test('the QR code downloads as a 1024 × 1024 PNG that opens the unprefixed menu', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/menu')
  await waitForPageReady(tab)
  // The file the page hands to the browser's download, kept when the page makes its address (the
  // page's policy lets nothing fetch a blob: address, so it is read with a FileReader).
  await tab.evaluate(() => {
    const saved = window as unknown as { savedFile?: Promise<{ name: string; base64: string }>; savedBlob?: Blob }
    const createObjectURL = URL.createObjectURL.bind(URL)
    URL.createObjectURL = (blob: Blob) => ((saved.savedBlob = blob), createObjectURL(blob))
    HTMLAnchorElement.prototype.click = function () {
      const reader = new FileReader()
      saved.savedFile = new Promise((resolve) => {
        reader.addEventListener('load', () => resolve({ name: this.download, base64: String(reader.result).split(',')[1]! }))
      })
      reader.readAsDataURL(saved.savedBlob!)
    }
  })
  await tab.click(await mark(tab, () => [...document.querySelectorAll('button')].find((button) => button.textContent?.trim() === 'Download QR Code')))
  await waitUntil(tab, 'the QR file is saved', () => 'savedFile' in window)
  const saved = await tab.evaluate(() => (window as unknown as { savedFile: Promise<{ name: string; base64: string }> }).savedFile)
  expect(saved.name).toBe('amigo-menu-qr.png')
  const png = PNG.sync.read(Buffer.from(saved.base64, 'base64'))
  expect([png.width, png.height]).toEqual([1024, 1024])
  const canonical = await tab.evaluate(() => document.querySelector('link[rel="canonical"]')!.getAttribute('href')!)
  expect(jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data).toBe(`${new URL(canonical).origin}/menu`)
})

test('the map draws the fixture tiles at zoom 16 and answers the keyboard', async ({ tab, outside }) => {
  const since = outside.requests.length
  await tab.setViewport(1280, 900)
  await tab.goto('/en/visit')
  await waitForPageReady(tab)
  // The map loads when its box nears the viewport.
  await tab.evaluate(() => document.querySelector('[data-visit-map], section:has(a[href*="maps"])')?.scrollIntoView({ block: 'center' }))
  await waitUntil(tab, 'the map is there', () => document.querySelector('.ol-viewport canvas') !== null)
  await tab.evaluate(() => document.querySelector('.ol-viewport')!.scrollIntoView({ block: 'center' }))
  await expect.poll(() => outside.tiles(since).filter(({ z }) => z === 16).length).toBeGreaterThan(0)
  // Drawn: most of the map shows the fixture's land colour (the tiles are another origin's, so
  // the map's canvas cannot be read; a screenshot can).
  await expect.poll(() => shareOfFixtureLand(tab), { timeout: 15_000 }).toBeGreaterThan(0.5)
  const map = await mark(tab, () => document.querySelector('[role="region"][tabindex="0"]'))
  await tab.evaluate((selector: string) => (document.querySelector(selector) as HTMLElement).focus(), map)
  expect(await tab.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('region')
  await tab.press('+')
  await expect.poll(() => outside.tiles(since).some(({ z }) => z === 17)).toBe(true)
})

test('the table request opens from the reserve button, offers the evening’s times, and writes the request into the chat link', async ({ tab }) => {
  await tab.setViewport(1280, 900)
  await tab.goto('/en/')
  await waitForPageReady(tab)
  await tab.click(await mark(tab, () => document.querySelector('main button[aria-haspopup="dialog"]')))
  // Its code arrives on the tap; the panel opens on the suite's evening (a Friday, 19:30 in Riga), its times from 20:00.
  await waitUntil(tab, 'the panel is open', () => [...document.querySelectorAll('[role="dialog"] h2')].some((heading) => heading.textContent === 'Request a table'))
  await tab.click(await mark(tab, () => [...document.querySelectorAll('[role="dialog"] [role="radiogroup"] label')].find((time) => time.textContent === '20:00')))
  await waitUntil(tab, 'the chat link carries the request', () =>
    (new URL(document.querySelector<HTMLAnchorElement>('[role="dialog"] a[href^="https://wa.me/"]')?.href ?? 'http://x/').searchParams.get('text') ?? '').startsWith(
      'Hello!\nI would like to book a table for 2 people on Friday 20 November at 20:00.',
    ),
  )
  await tab.press('Escape')
  await waitUntil(tab, 'the panel has closed, focus back on its button', () => document.querySelector('[role="dialog"]') === null && document.activeElement?.getAttribute('aria-haspopup') === 'dialog')
})

/** The share of points across the map, in a screenshot, that show the fixture tile's land colour. */
async function shareOfFixtureLand(tab: EnginePage): Promise<number> {
  const box = await tab.evaluate(() => {
    const { left, top, width, height } = document.querySelector('.ol-viewport')!.getBoundingClientRect()
    return { left, top, width, height }
  })
  const shot = PNG.sync.read(await tab.screenshot())
  const scale = shot.width / (await tab.evaluate(() => innerWidth))
  const land = [242, 239, 233]
  let points = 0
  let onLand = 0
  for (let row = 1; row < 10; row++) {
    for (let column = 1; column < 10; column++) {
      const x = Math.round((box.left + (box.width * column) / 10) * scale)
      const y = Math.round((box.top + (box.height * row) / 10) * scale)
      if (y < 0 || y >= shot.height) continue
      const offset = (y * shot.width + x) * 4
      points++
      if (land.every((value, channel) => Math.abs(shot.data[offset + channel]! - value) <= 3)) onLand++
    }
  }
  return points ? onLand / points : 0
}

test('the opening status shows the moment of the suite’s clock once the page knows the time', async ({ tab }) => {
  // The page's clock starts at the suite's fixed moment (tests/fixedClock.ts), whatever the machine's says.
  const status = openingStatus(fixedNow, contentSchedule)
  const tone = status.state === 'closed' ? 'closed' : status.closingSoon ? 'closingSoon' : 'open'
  // Wide enough for the header's top bar, whose opening status wakes once it is in view.
  await tab.setViewport(1280, 900)
  await tab.goto('/en/visit')
  await waitForPageReady(tab)
  await waitUntil(tab, 'the status is shown', () => [...document.querySelectorAll('[data-opening-status]')].some((badge) => badge.getAttribute('data-opening-status') !== ''))
  const tones = await tab.evaluate(() => [...document.querySelectorAll('[data-opening-status]')].map((badge) => badge.getAttribute('data-opening-status')).filter(Boolean))
  expect(new Set(tones)).toEqual(new Set([tone]))
  const text = await tab.evaluate(() => document.querySelector('[data-opening-status]:not([data-opening-status=""])')!.textContent)
  // The dot keeps to the first part's line (src/i18n/noBreak.ts): a no-break space before it.
  expect(text).toMatch(/^(Open until|Closing soon\u00a0· until|Closed\u00a0· opens|Closed for)[ \u00a0]/)
})
