import { readFileSync } from 'node:fs'
import { axeScan, axeTags, violationLines } from '../axe'
import jsQR from 'jsqr'
import type { Manifest } from 'vite'
import { PNG } from 'pngjs'
import { tokens } from '../../src/design/tokens'
import { siteData } from '../serverEntry'
import { focusStop, focusWalkKeys } from '../dialogFocus'
import { waitForIsland } from '../pageReady'
import { expect, pagePaths, test, translation, waitForPageReady, type Page } from './site'

const sections = siteData.menu
const items = sections.flatMap((section) => section.items)
const veganItems = items.filter((item) => item.vegan)
/** `#RRGGBB` as [red, green, blue]. */
const rgb = (hex: string) => [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16))
/** WCAG's relative luminance of a [red, green, blue] colour. */
function luminanceOf(colour: number[]) {
  const [r, g, b] = colour.map((channel) => channel / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
}
/** WCAG's contrast ratio of two [red, green, blue] colours. */
function contrastOf(a: number[], b: number[]) {
  const [light, dark] = [luminanceOf(a), luminanceOf(b)].toSorted((x, y) => y - x)
  return (light! + 0.05) / (dark! + 0.05)
}

test.describe('the vegan-only filter', () => {
  test('hides every item that is not vegan, says how many remain, and brings them back', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const filter = page.getByRole('switch', { name: 'Vegan only' })
    // The switch's input is visually hidden inside its label: a visitor clicks the label.
    const label = page.getByText('Vegan only', { exact: true })
    const veganBadges = page.locator('main section').getByText('Vegan', { exact: true }).filter({ visible: true })
    await expect(veganBadges).toHaveCount(veganItems.length)
    await label.click()
    await expect(filter).toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: 'vegan' })).toHaveText(`Showing ${veganItems.length} vegan dishes and drinks`)
    // Every item shown is vegan now: a badge on each would only repeat the switch.
    await expect(veganBadges).toHaveCount(0)
    const shownNames = await page.locator('main section li').evaluateAll((rows) =>
      rows.filter((row) => row.parentElement?.closest('li') === null && row.checkVisibility()).map((row) => row.querySelector('span span')?.textContent),
    )
    // The vegan items, each once, in the menu's order.
    expect(shownNames).toEqual(veganItems.map((item) => item.name))
    await expect(page.getByRole('heading', { name: 'Burritos' })).toBeHidden()

    await label.click()
    await expect(page.getByRole('status').filter({ hasText: 'menu' })).toHaveText('Showing the whole menu')
    await expect(page.getByText('Taco Amigo', { exact: true })).toBeVisible()
    await expect(veganBadges).toHaveCount(veganItems.length)
  })

  test('filters at the first tap, before its code arrives, which then says how many remain', async ({ page }) => {
    // The switch's island wakes on that tap; hold its code back past it.
    let letItArrive: (() => void) | undefined
    const arrival = new Promise<void>((resolve) => (letItArrive = resolve))
    await page.route(/\/VeganFilter\.island-[\w-]+\.js$/, async (route) => {
      await arrival
      await route.continue()
    })
    await page.goto('/en/menu')
    // The vegan switch's track: the first of the filter's switches.
    const track = page.locator('[data-state-marker="switch"]').first()
    const offColour = await track.evaluate((element) => getComputedStyle(element).backgroundColor)
    await page.getByText('Vegan only', { exact: true }).click()
    // The switch and the menu show the tap at once, while the island's code is still on the way.
    await expect.poll(() => track.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(offColour)
    await expect(page.getByRole('heading', { name: 'Burritos' })).toBeHidden()
    letItArrive?.()
    await expect(page.getByRole('status').filter({ hasText: 'vegan' })).toHaveText(`Showing ${veganItems.length} vegan dishes and drinks`)
    await expect(page.getByRole('switch', { name: 'Vegan only' })).toBeChecked()
  })

  for (const language of ['ru', 'lv'] as const) {
    test(`counts in ${language} with the plural form the number needs`, async ({ page }) => {
      await page.goto(`/${language}/menu`)
      await waitForPageReady(page)
      await page.getByText(translation(language, 'Vegan only'), { exact: true }).click()
      // The catalog's ICU plural, its branch picked by the language's own plural rules.
      const icu = translation(language, '{shownCount, plural, one {Showing # vegan dish or drink} other {Showing # vegan dishes and drinks}}')
      const category = new Intl.PluralRules(language).select(veganItems.length)
      const branch = icu.match(new RegExp(`\\b${category} \\{([^}]*)\\}`))?.[1]
      expect(branch).toBeDefined()
      await expect(page.getByRole('status').filter({ hasText: String(veganItems.length) })).toHaveText(branch!.replace('#', String(veganItems.length)))
    })
  }
})

test.describe('the section index', () => {
  for (const language of ['lv', 'fi', 'de'] as const) {
    test(`shows every section's link on a wide screen in ${language}, and a mouse click on each lands on its section`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 })
      await page.goto(`/${language}/menu`)
      await waitForPageReady(page)
      const index = page.getByRole('navigation', { name: translation(language, 'Menu sections') })
      const links = index.getByRole('link')
      // One link for each section of the menu (its subsections have none).
      const linked = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!.slice(1)))
      const sectionIds = await page.locator('main section:has(> h2)').evaluateAll((blocks) => blocks.map((block) => block.id))
      expect(linked).toEqual(sectionIds)
      // Whole, inside every box that could clip it, with no fade over it: a mouse has no sideways swipe.
      const hidden = await links.evaluateAll((anchors) =>
        anchors.flatMap((anchor) => {
          const box = anchor.getBoundingClientRect()
          const reasons: string[] = []
          if (box.right > window.innerWidth || box.left < 0) reasons.push('past the screen')
          for (let node = anchor.parentElement; node; node = node.parentElement) {
            const style = getComputedStyle(node)
            if (style.maskImage !== 'none' && style.maskImage !== '') reasons.push('under a fade')
            const clip = node.getBoundingClientRect()
            if (style.overflowX !== 'visible' && (box.left < clip.left - 0.5 || box.right > clip.right + 0.5)) reasons.push('clipped')
          }
          return reasons.length ? [`${anchor.textContent}: ${[...new Set(reasons)].join(', ')}`] : []
        }),
      )
      expect(hidden).toEqual([])

      for (const id of sectionIds) {
        const link = index.locator(`a[href="#${id}"]`)
        const box = (await link.boundingBox())!
        await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
        await expect(page).toHaveURL(new RegExp(`#${id}$`))
        // And the index marks it as the section being read.
        await expect(link).toHaveAttribute('aria-current', 'location')
        // The section's heading lands in sight, below the sticky bar however many rows it wraps to.
        const heading = page.locator(`#${id}-heading`)
        await expect(heading).toBeInViewport()
        const barBox = (await index.boundingBox())!
        expect((await heading.boundingBox())!.y, id).toBeGreaterThanOrEqual(barBox.y + barBox.height)
      }
    })
  }

  test('stays under the header while scrolling and marks the section being read', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const index = page.getByRole('navigation', { name: 'Menu sections' })
    await index.getByRole('link', { name: 'Cocktails' }).click()
    await expect(page).toHaveURL(/#cocktails$/)
    await expect(index.getByRole('link', { name: 'Cocktails' })).toHaveAttribute('aria-current', 'location')
    await expect(index.locator('[aria-current]')).toHaveCount(1)
    const header = await page.locator('header').boundingBox()
    const bar = await index.boundingBox()
    expect(Math.abs(bar!.y - (header!.y + header!.height))).toBeLessThan(2)
    const heading = await page.getByRole('heading', { name: 'Cocktails', level: 2 }).boundingBox()
    expect(heading!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height)

    // Scrolling back up to Burritos, just under the bar: Burritos, and only it, is marked.
    const distance = await page.evaluate(() => {
      const barBottom = document.querySelector('nav[aria-label="Menu sections"]')!.getBoundingClientRect().bottom
      return document.getElementById('burritos')!.getBoundingClientRect().top - barBottom - 10
    })
    expect(distance).toBeLessThan(0)
    await page.mouse.wheel(0, distance)
    await expect(index.getByRole('link', { name: 'Burritos' })).toHaveAttribute('aria-current', 'location')
    await expect(index.locator('[aria-current]')).toHaveCount(1)
  })

  test('marks one section per column on a wide screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const index = page.getByRole('navigation', { name: 'Menu sections' })
    // Quesadillas just under the bar; in the drinks column, the section beside it.
    const drinksBeside = await page.evaluate(() => {
      const bar = document.querySelector('nav[aria-label="Menu sections"]')!
      // The bar sticks only once the page has scrolled past its place: measure again until it holds still.
      for (let attempt = 0; attempt < 3; attempt++) {
        const top = document.getElementById('quesadillas')!.getBoundingClientRect().top - bar.getBoundingClientRect().bottom - 10
        window.scrollBy({ top, behavior: 'instant' })
      }
      const line = bar.getBoundingClientRect().bottom + 10
      const drinkIds = [...bar.querySelectorAll('ul[aria-label="Drinks"] a')].map((link) => link.getAttribute('href')!.slice(1))
      return drinkIds.filter((id) => document.getElementById(id)!.getBoundingClientRect().top <= line).at(-1)
    })
    expect(drinksBeside).toBeDefined()
    const food = index.getByRole('list', { name: 'Food' })
    const drinks = index.getByRole('list', { name: 'Drinks' })
    await expect(food.locator('[aria-current]')).toHaveCount(1)
    await expect(food.getByRole('link', { name: 'Quesadillas' })).toHaveAttribute('aria-current', 'location')
    await expect(drinks.locator('[aria-current]')).toHaveCount(1)
    await expect(drinks.locator(`a[href="#${drinksBeside}"]`)).toHaveAttribute('aria-current', 'location')
  })
})

test.describe('the picture dialog', () => {
  test('opens on a click and closes with Escape, the close button and a click outside, each time giving focus back', async ({ page }) => {
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const picture = page.getByRole('button', { name: /^Show larger: A burrito/ })
    const dialog = page.getByRole('dialog')

    await picture.click()
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toHaveText(/^Burrito:/)
    await expect(dialog.getByRole('img')).toHaveAttribute('alt', /^A burrito cut in half/)
    // Focus moves into it, to its close button.
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    await expect(picture).toBeFocused()

    await picture.click()
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toHaveCount(0)
    await expect(picture).toBeFocused()

    // A tap outside closes it too, on the dimmed page, which it makes inert: the tap follows no link.
    await picture.click()
    await expect(dialog).toBeVisible()
    await page.mouse.click(5, 5)
    await expect(dialog).toHaveCount(0)
    await expect(picture).toBeFocused()
    await expect(page).toHaveURL(/\/en\/menu$/)
  })

  test('opens from the keyboard, its close button focused, and gives focus back', async ({ page }) => {
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const thumbnail = page.getByRole('button', { name: /^Show larger: A bowl of Caesar salad/ })
    await thumbnail.focus()
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('heading')).toHaveText(/^Caesar salad/)
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    await page.keyboard.press('Space')
    await expect(dialog).toHaveCount(0)
    await expect(thumbnail).toBeFocused()
  })

  test('keeps the keyboard inside while open: Tab never reaches the page behind, which screen readers cannot reach either', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const picture = page.getByRole('button', { name: /^Show larger: A burrito/ })
    await picture.click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused()
    // Forward and back: each stop is in the dialog, or (between its last control and its first) in
    // the browser's own controls, never on the page behind.
    const walk: string[] = []
    for (const key of focusWalkKeys) {
      await page.keyboard.press(key)
      const stop = await page.evaluate(focusStop)
      walk.push(`${key} → ${stop.where}: ${stop.name}`)
      expect(stop.where, walk.join('\n')).not.toBe('behind')
    }
    expect(walk.filter((stop) => stop.includes('→ dialog')).length, walk.join('\n')).toBeGreaterThanOrEqual(focusWalkKeys.length / 2)
    await test.info().attach('the focus walk in chromium', { body: walk.join('\n'), contentType: 'text/plain' })
    // The page behind is out of the tree a screen reader reads (Chromium's own, not the DOM's roles).
    expect(await namesInAccessibilityTree(page, /^Show larger:/)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(picture).toBeFocused()
    expect((await namesInAccessibilityTree(page, /^Show larger:/)).length).toBeGreaterThan(1)
  })

  test('at night its close button is a disc that stands out from the drawing around it', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/lv/menu')
    await waitForPageReady(page)
    // The burrito's banner: its night ground is the deep brown the dark disc was lost on.
    await page.locator('#burritos button').first().click()
    const close = page.getByRole('dialog').getByRole('button', { name: translation('lv', 'Close') })
    await expect(close).toBeVisible()
    await expect(page.getByRole('dialog').getByRole('img')).toHaveJSProperty('complete', true)
    // A strip across the disc's middle, from 8 px left of it: the drawing, then the disc's own fill.
    // Polled: on a busy machine the dialog's picture may still be painting when it is first measured.
    const measure = async () => {
      const box = (await close.boundingBox())!
      const strip = PNG.sync.read(await page.screenshot({ clip: { x: box.x - 8, y: box.y + box.height / 2, width: 16, height: 1 } }))
      const colour = (x: number) => [...strip.data.subarray(x * 4, x * 4 + 3)]
      const [drawing, disc] = [colour(1), colour(13)]
      return `the disc rgb(${disc.join(', ')}) on the drawing rgb(${drawing.join(', ')}): ${contrastOf(drawing, disc).toFixed(2)}:1`
    }
    await expect.poll(measure).toMatch(/: ([3-9]|\d{2,})\.\d+:1$/)
  })

  for (const width of [390, 1280]) {
    test(`axe finds nothing with the dialog open at ${width} px, in Latvian`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/lv/menu')
      await waitForPageReady(page)
      await page.locator('#cocktails button').first().click()
      await expect(page.getByRole('dialog')).toBeVisible()
      const { violations } = await axeScan(page).withTags(axeTags).analyze()
      expect(violationLines(violations)).toEqual([])
    })
  }

  test('pictures are lazy, sized ahead and described in every language', async ({ page }) => {
    await page.goto('/de/menu')
    const images = page.locator('main section button img')
    expect(await images.count()).toBeGreaterThanOrEqual(8)
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('loading', 'lazy')
      await expect(image).toHaveAttribute('width', '600')
      await expect(image).toHaveAttribute('height', '400')
    }
    const names = await page.locator('main section button:has(img)').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')))
    for (const name of names) expect(name).toMatch(new RegExp(`^${translation('de', 'Show larger: {description}').split('{description}')[0]}.{20,}`))
  })
})

/** The names a screen reader could reach in the page, as Chromium's accessibility tree gives them, that match. */
async function namesInAccessibilityTree(page: Page, name: RegExp): Promise<string[]> {
  const session = await page.context().newCDPSession(page)
  const { nodes } = (await session.send('Accessibility.getFullAXTree')) as { nodes: { ignored: boolean; name?: { value?: unknown } }[] }
  await session.detach()
  return nodes.filter((node) => !node.ignored).map((node) => String(node.name?.value ?? '')).filter((text) => name.test(text))
}

/**
 * How a notice stands out from the footer (the higher of its fill's and its edge's contrast against
 * the footer's night blue), and which of the footer's links and words lie under it, from where each
 * is drawn. Runs in the page.
 */
function measureOverFooter(toast: Element) {
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- the page runs this one function: its helpers live inside it
  const luminance = (value: string) => {
    const [r, g, b] = value.match(/[\d.]+/g)!.map(Number).map((channel) => channel / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
  }
  const ratio = (a: string, b: string) => {
    const [light, dark] = [luminance(a), luminance(b)].toSorted((x, y) => y - x)
    return (light! + 0.05) / (dark! + 0.05)
  }
  const footer = document.querySelector('footer')!
  const ground = getComputedStyle(footer).backgroundColor
  const style = getComputedStyle(toast)
  const box = toast.getBoundingClientRect()
  const overlaps = (rect: DOMRect) => rect.width > 0 && rect.right > box.left && rect.left < box.right && rect.bottom > box.top && rect.top < box.bottom
  const covered: string[] = []
  const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.textContent?.trim()) continue
    const range = document.createRange()
    range.selectNodeContents(node)
    if ([...range.getClientRects()].some(overlaps)) covered.push(node.textContent.trim())
  }
  for (const link of footer.querySelectorAll('a')) if (overlaps(link.getBoundingClientRect())) covered.push(`link ${link.textContent?.trim()}`)
  const edge = style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) >= 1 ? ratio(style.borderTopColor, ground) : 1
  return { seen: Math.max(ratio(style.backgroundColor, ground), edge), covered }
}

test.describe('the QR code', () => {
  test('downloads as a 1024 × 1024 PNG named after the restaurant that opens the unprefixed menu', async ({ page }) => {
    await page.goto('/en/menu')
    await waitForPageReady(page)
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    const menuUrl = `${new URL(canonical!).origin}/menu`
    await expect(page.getByRole('img', { name: `QR code of ${menuUrl}` })).toBeVisible()
    // The printed menu's header repeats the caption, on paper only.
    await expect(page.getByText('Scan to view our menu').filter({ visible: true })).toBeVisible()

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download QR Code' }).click()])
    expect(download.suggestedFilename()).toBe('amigo-menu-qr.png')
    const png = PNG.sync.read(readFileSync(await download.path()))
    expect([png.width, png.height]).toEqual([1024, 1024])
    const decoded = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)
    expect(decoded?.data).toBe(menuUrl)
    // Dark blue on white: the centre of the top-left finder pattern, and the quiet zone's corner.
    const pixel = (x: number, y: number) => {
      const offset = (Math.round(y) * png.width + Math.round(x)) * 4
      return [...png.data.subarray(offset, offset + 4)]
    }
    const { x, y } = decoded!.location.topLeftFinderPattern
    expect(pixel(x, y)).toEqual([...rgb(tokens.color.qrDark), 255])
    expect(pixel(0, 0)).toEqual([...rgb(tokens.color.qrLight), 255])
    await expect(page.getByText('QR code downloaded')).toBeVisible()
  })

  for (const [colorScheme, width] of [['light', 1280], ['dark', 390], ['light', 320]] as const) {
    test(`its download notice stands out from the footer, and at the end of the page covers none of the footer’s links or words (${colorScheme === 'dark' ? 'at night' : 'by day'}, ${width} px)`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      await page.setViewportSize({ width, height: width < 800 ? 844 : 900 })
      await page.goto('/lv/menu')
      await waitForPageReady(page)
      await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: translation('lv', 'Download QR Code') }).click()])
      const notice = page.getByRole('alertdialog').filter({ hasText: translation('lv', 'QR code downloaded') })
      await expect(notice).toBeVisible()
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const { seen, covered } = await notice.evaluate(measureOverFooter)
      expect(seen, 'the notice’s fill or edge against the footer').toBeGreaterThanOrEqual(3)
      expect(covered, 'the footer’s links and words under the notice').toEqual([])
    })
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('is drawn into the page, where the controls that need it are hidden; the switch and the pictures still work', async ({ page }) => {
      await page.goto('/et/menu')
      await expect(page.locator('main figure svg[role="img"] path')).toHaveAttribute('d', /^M\d/)
      await expect(page.getByText(translation('et', 'Scan to view our menu')).filter({ visible: true })).toBeVisible()
      // In the page, and hidden.
      const download = page.getByRole('button', { name: translation('et', 'Download QR Code'), includeHidden: true })
      await expect(download).toHaveCount(1)
      await expect(download).toBeHidden()
      await expect(page.getByRole('navigation', { name: translation('et', 'Menu sections') })).toBeVisible()
      // A picture opens larger (its button's invoker command: a modal dialog), and the vegan switch
      // filters by itself (its checkbox, read by CSS).
      const picture = page.locator('#cocktails button[command="show-modal"]').first()
      await picture.click()
      await expect(page.locator('dialog:modal')).toBeVisible()
      await page.locator('dialog:modal').getByRole('button').click()
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(picture).toBeFocused()
      await page.getByText(translation('et', 'Vegan only'), { exact: true }).click()
      await expect(page.getByRole('heading', { name: translation('et', 'Burritos'), exact: true })).toBeHidden()
    })
  })
})

test.describe('structured data', () => {
  test('describes the restaurant with its whole menu, prices in euro and vegan items', async ({ page }) => {
    await page.goto('/es/menu')
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const data = blocks.map((block) => JSON.parse(block))
    const restaurant = data.find((node) => node['@type'] === 'Restaurant')
    const menu = data.find((node) => node['@type'] === 'Menu')
    // The restaurant points at the page's menu.
    expect(menu['@id']).toBeDefined()
    expect(restaurant.hasMenu['@id']).toBe(menu['@id'])
    expect(menu.inLanguage).toBe('es')
    type Section = { hasMenuItem?: { name: string; offers: unknown; suitableForDiet?: string }[]; hasMenuSection?: Section[] }
    const itemsIn = (list: Section[]): NonNullable<Section['hasMenuItem']> =>
      list.flatMap((section) => [...(section.hasMenuItem ?? []), ...itemsIn(section.hasMenuSection ?? [])])
    const described = itemsIn(menu.hasMenuSection)
    expect(described.map((item) => item.name)).toEqual(items.map((item) => translation('es', item.name)))
    // The vegan items, and only those, in order.
    expect(described.filter((item) => item.suitableForDiet === 'https://schema.org/VeganDiet').map((item) => item.name)).toEqual(
      veganItems.map((item) => translation('es', item.name)),
    )
    const prices = described.flatMap((item) => [item.offers].flat() as { price: string; priceCurrency: string }[])
    expect(prices.map((offer) => Math.round(Number(offer.price) * 100))).toEqual(items.flatMap((item) => item.prices))
    expect(new Set(prices.map((offer) => offer.priceCurrency))).toEqual(new Set(['EUR']))
  })
})

test('printing the menu leaves out the header, the tools, the pictures and the QR button', async ({ page }) => {
  await page.goto('/en/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  await expect(page.locator('header').first()).toBeHidden()
  await expect(page.locator('footer').first()).toBeHidden()
  await expect(page.getByRole('navigation', { name: 'Menu sections' })).toBeHidden()
  await expect(page.getByRole('switch', { name: 'Vegan only' })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Download QR Code' })).toBeHidden()
  expect(await page.locator('main section button').count()).toBeGreaterThanOrEqual(8)
  for (const image of await page.locator('main section button').all()) await expect(image).toBeHidden()
  for (const section of sections) await expect(page.getByRole('heading', { name: section.title, exact: true })).toBeVisible()
  const pdf = await page.pdf({ format: 'A4' })
  expect(pdf.byteLength).toBeGreaterThan(10_000)
})

test('no page loads the QR library: the menu carries its code drawn, and the PNG is drawn from that', async ({ page }) => {
  // The library's chunk, if the build made one for the browser at all.
  const manifest: Manifest = JSON.parse(readFileSync('dist/.vite/manifest.json', 'utf8'))
  const qrChunk = Object.values(manifest).find((chunk) => chunk.src?.startsWith('node_modules/qrcode/'))?.file
  const requested: string[] = []
  page.on('request', (request) => requested.push(new URL(request.url()).pathname))
  // Every page, the menu last: its button draws the PNG.
  for (const path of [...pagePaths.filter((other) => other !== '/menu'), '/menu']) {
    await page.goto(`/en${path}`)
    await waitForPageReady(page)
  }
  await page.getByRole('button', { name: 'Download QR Code' }).click()
  await expect(page.getByText('QR code downloaded')).toBeVisible()
  await waitForIsland(page, 'MenuQrCode')
  expect(qrChunk === undefined || !requested.some((path) => path.endsWith(qrChunk))).toBe(true)
})
