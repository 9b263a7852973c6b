import { PNG } from 'pngjs'
import { address, phone } from '../../src/content/business'
import { openingHours, type Weekday } from '../../src/content/openingHours'
import { formatTime } from '../../src/i18n/formatTime'
import type { Route } from '@playwright/test'
import { danglingSeparators } from './checks/separators'
import { expect, languages, phoneMenu, phoneMenuButton, test, translation, waitForPageReady } from './site'

test.describe('the mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('opens from its button, closes on a chosen link, and reserves by phone first, then by a table request, as its buttons say', async ({ page }) => {
    await page.goto('/en/')
    await waitForPageReady(page)
    const toggle = page.getByRole('button', { name: 'Site navigation' })
    const panel = phoneMenu(page)
    await expect(panel).toBeHidden()
    await expect(page.getByRole('link', { name: 'About us' })).toBeHidden()
    await toggle.click()
    await expect(panel).toBeVisible()
    const call = panel.getByRole('link', { name: 'Reserve by phone' })
    await expect(call).toHaveAttribute('href', `tel:${phone.e164}`)
    // The table request, whose chat apps are among its channels; without scripts, a list of every way, hidden.
    const reserve = panel.getByRole('button', { name: 'Reserve a table' })
    await expect(reserve).toHaveAttribute('aria-haspopup', 'dialog')
    await expect(panel.locator('span[popover] a[href^="tel:"]')).toBeHidden()
    // The call comes first and is the primary button, filled; the request is an outline under it.
    expect((await call.boundingBox())!.y).toBeLessThan((await reserve.boundingBox())!.y)
    await expect(call).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(reserve).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL('/en/about')
    await expect(panel).toBeHidden()
    await expect(page.getByRole('link', { name: 'About us' })).toBeHidden()
  })

  test('on a 320 px phone its address and hours leave no dot at a line’s end, in the longest languages', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 })
    for (const language of ['de', 'fi', 'ru', 'lv'] as const) {
      await page.goto(`/${language}/`)
      await waitForPageReady(page)
      await page.getByRole('button', { name: translation(language, 'Site navigation') }).click()
      const panel = page.locator('header div[popover]')
      await expect(panel).toBeVisible()
      expect(await danglingSeparators(panel.locator('ul').last()), language).toEqual([])
    }
  })

  test('a tap the moment the page is painted, before any script has run, opens it', async ({ page }) => {
    // Hold every script back: the page is as a slow phone shows it before hydration.
    const held: Route[] = []
    await page.route(/\.js$/, (route) => void held.push(route))
    await page.goto('/lv/menu', { waitUntil: 'commit' })
    await page.getByRole('button', { name: translation('lv', 'Site navigation') }).click()
    await expect(phoneMenu(page).getByRole('link', { name: translation('lv', 'About us') })).toBeVisible()
    expect(held.length).toBeGreaterThan(0)
    await page.unroute(/\.js$/)
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)))
  })

  test('closes on Escape and gives focus back to its button', async ({ page }) => {
    await page.goto('/ru/menu')
    await waitForPageReady(page)
    const toggle = page.getByRole('button', { name: translation('ru', 'Site navigation') })
    const panel = phoneMenu(page)
    await toggle.click()
    await expect(panel).toBeVisible()
    await page.getByRole('link', { name: translation('ru', 'Visit') }).focus()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('dims the page below it, which stays still, and closes on a tap there without following what is under it', async ({ page }) => {
    await page.goto('/lv/menu')
    await waitForPageReady(page)
    const panel = phoneMenu(page)
    await page.getByRole('button', { name: translation('lv', 'Site navigation') }).click()
    await expect(panel).toBeVisible()
    // A point of the page below the panel.
    const panelBottom = await panel.evaluate((element) => element.getBoundingClientRect().bottom)
    const [x, y] = [195, Math.round((panelBottom + 844) / 2)]
    expect(y).toBeLessThan(824)
    // A swipe there moves nothing (a wheel scrolls smoothly, so give it time to have moved).
    await page.mouse.move(x, y)
    await page.mouse.wheel(0, 600)
    await page.waitForTimeout(500)
    expect(await page.evaluate(() => scrollY)).toBe(0)
    // It is dimmed: its pixels are darker than with the panel closed.
    const below = { x: 0, y: y - 10, width: 390, height: 20 }
    const dimmed = await page.screenshot({ clip: below })
    await page.mouse.click(x, y)
    await expect(panel).toBeHidden()
    await expect(page).toHaveURL('/lv/menu')
    const plain = await page.screenshot({ clip: below })
    expect(meanBrightness(dimmed)).toBeLessThan(meanBrightness(plain) * 0.6)
  })
})

/** The mean of a PNG's red, green and blue values, 0 to 255. */
function meanBrightness(png: Buffer): number {
  const { data } = PNG.sync.read(png)
  let sum = 0
  for (let index = 0; index < data.length; index += 4) sum += data[index]! + data[index + 1]! + data[index + 2]!
  return sum / ((data.length / 4) * 3)
}

test.describe('not found', () => {
  test('an unknown path answers 404 with the not-found page and logs the path', async ({ page }) => {
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    const response = await page.goto('/en/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 — Page not found — Amigo Riga')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en/')
    // The two pages a lost visitor most often wanted, and a drawing: the page is not bare.
    const main = page.getByRole('main')
    await expect(main.getByRole('link', { name: 'Menu', exact: true })).toHaveAttribute('href', '/en/menu')
    await expect(main.getByRole('link', { name: 'Visit', exact: true })).toHaveAttribute('href', '/en/visit')
    await expect(main.getByRole('img', { name: 'A taco dropped on the floor, its filling spilled beside a spinning plate.' })).toBeVisible()
    await expect.poll(() => warnings).toContain('404: no page at /en/no-such-page')
  })

  test('on a phone the way home has a row of its own and the other two ways follow it, in every language', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 800 })
    for (const language of languages) {
      await page.goto(`/${language}/no-such-page`)
      await waitForPageReady(page)
      const [home, ...others] = await page.getByRole('main').getByRole('link').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().top))
      expect(others, language).toHaveLength(2)
      for (const top of others) expect(top, language).toBeGreaterThan(home!)
    }
  })

  test('a path outside every language goes on to the same path in the chosen language, whose not-found page answers', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.addInitScript(() => window.localStorage.setItem('amigo-language', 'de'))
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/de/no/such/page')
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    expect((await answered).status()).toBe(404)
    await expect(page).toHaveURL('/de/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('de', 'Oops! Page not found')}`)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expect(page).toHaveTitle(translation('de', '404 — Page not found — Amigo Riga'))
    await expect(page.getByRole('link', { name: translation('de', 'Return to Home') })).toHaveAttribute('href', '/de/')
    await page.getByRole('button', { name: translation('de', 'Site navigation') }).click()
    await expect(phoneMenu(page)).toBeVisible()
    // Whatever loads now and fails would fail the test (the guards of ./site).
    await waitForPageReady(page)
  })

  test.describe('in a browser speaking none of the seven languages', () => {
    test.use({ locale: 'fr-FR' })

    test('a path outside every language is in Latvian when nothing else decides', async ({ page }) => {
      const response = await page.goto('/nothing-here')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL('/lv/nothing-here')
      await expect(page.locator('html')).toHaveAttribute('lang', 'lv')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('lv', 'Oops! Page not found')}`)
    })

    test('a language code that is not one of the seven is not found', async ({ page }) => {
      const response = await page.goto('/fr/menu')
      expect(response?.status()).toBe(404)
      await expect(page).toHaveURL('/lv/fr/menu')
      await expect(page.locator('html')).toHaveAttribute('lang', 'lv')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('lv', 'Oops! Page not found')}`)
    })
  })

  test('an unknown blog post says "Raksts nav atrasts" in Latvian and leads back to the blog', async ({ page }) => {
    const response = await page.goto('/lv/blog/no-such-post')
    expect(response?.status()).toBe(404)
    await waitForPageReady(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Raksts nav atrasts')
    await expect(page.getByRole('link', { name: translation('lv', 'Back to the blog') })).toHaveAttribute('href', '/lv/blog')
    await expect(page.getByRole('banner')).toBeVisible()
  })
})

/** The English day abbreviations, the catalogs' keys (src/hours/weekdayNames.ts). */
const shortDayNames: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' }

// The hours of the content (the owner's to change), each line in German: "Di–Do 17:00–23:00".
test('the header holds its navigation and reserve button on one line each at 1024 and 1280 px, in every language', async ({ page }) => {
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    for (const language of languages) {
      await page.goto(`/${language}/`)
      await waitForPageReady(page)
      await page.evaluate(() => document.fonts.ready.then(() => undefined))
      const banner = page.getByRole('banner')
      // The whole label from 1280 px; a short one beside the calendar icon below, read in full by screen readers.
      const reserve = banner.getByRole('button', { name: translation(language, 'Reserve a table') })
      await expect(reserve).toBeVisible()
      // The lines each shown link's (and the reserve button's) text takes, from where its words are drawn.
      const lines = await banner.locator('nav a:visible, button[aria-haspopup="dialog"]:visible').evaluateAll((links) =>
        links.map((link) => {
          const tops = new Set<number>()
          const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT)
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const box of range.getClientRects()) if (box.width > 0) tops.add(Math.round(box.top))
          }
          return `${link.textContent?.trim()}: ${tops.size}`
        }),
      )
      expect(lines.length, 'links measured').toBeGreaterThan(5)
      expect(lines.filter((line) => !line.endsWith(': 1')), `${language} at ${width} px`).toEqual([])
      const [shown, readOnly] = [translation(language, 'Reserve'), translation(language, 'Reserve a table')]
      if (width < 1280) {
        await expect(reserve.getByText(shown, { exact: true })).toBeVisible()
        expect((await reserve.getByText(readOnly, { exact: true }).boundingBox())!.width, 'the whole label, for screen readers only').toBeLessThanOrEqual(1)
      } else {
        await expect(reserve.getByText(readOnly, { exact: true })).toBeVisible()
        await expect(reserve.getByText(shown, { exact: true })).toBeHidden()
      }
    }
  }
})

test('hours in the header use the page language', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await page.goto('/de/')
  for (const { days, opens, closes } of openingHours) {
    // German abbreviations are capitals wherever they stand.
    const dayRange = [...new Set([days[0]!, days.at(-1)!])].map((day) => translation('de', shortDayNames[day])).join('–')
    await expect(page.getByRole('banner')).toContainText(`${dayRange} ${formatTime('de', opens)}–${formatTime('de', closes)}`)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every page is readable', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/ru/privacy')
    await expect(page.locator('h1')).toHaveText(translation('ru', 'Privacy'))
    await expect(page.getByText('amigo-language')).toBeVisible()
    await expect(page.getByRole('banner').getByRole('link', { name: translation('ru', 'Menu') })).toHaveAttribute('href', '/ru/menu')
    await expect(page.getByRole('banner').getByText(address.street).first()).toBeVisible()
    await expect(page.getByRole('contentinfo').getByRole('link', { name: phone.display })).toHaveAttribute('href', `tel:${phone.e164}`)
  })

  test('on a phone the menu button opens the page links, as it does with JavaScript', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/et/menu')
    await phoneMenuButton(page).click()
    for (const label of ['Home', 'Menu', 'About us', 'Blog', 'Visit']) {
      await expect(phoneMenu(page).getByRole('link', { name: translation('et', label), exact: true })).toBeVisible()
    }
  })

  test('a path outside every language shows the not-found page in Latvian', async ({ page }) => {
    const response = await page.goto('/no/such/page')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveURL('/no/such/page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`404 ${translation('lv', 'Oops! Page not found')}`)
  })
})
