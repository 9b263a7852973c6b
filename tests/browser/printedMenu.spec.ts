import { address, phone, restaurantName } from '../../src/content/business'
import { expect, languages, siteOrigin, test, translation, waitForPageReady, type Page } from './site'

// The menu on paper: guests and staff print it. It starts with who and where we are, prints its
// badges without background graphics (printers leave them out unless asked), and fits on two A4
// sheets in every language, allergen marks and legend included: the food on the first, the drinks
// on the next.

/** A4 in PDF points (1/72 inch): 210 × 297 mm. */
const a4 = { width: (210 / 25.4) * 72, height: (297 / 25.4) * 72 }

/** The pages of a PDF Chromium wrote: its page objects and their media boxes. */
function pdfPages(pdf: Buffer) {
  const text = pdf.toString('latin1')
  const count = text.match(/\/Type\s*\/Page(?![s\w])/g)?.length ?? 0
  const boxes = [...text.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map(([, width, height]) => ({ width: Number(width), height: Number(height) }))
  return { count, boxes }
}

async function printed(page: Page, language: string) {
  await page.goto(`/${language}/menu`)
  await waitForPageReady(page)
  // As a browser prints: its print media, the page size the stylesheet asks for, no backgrounds.
  return page.pdf({ preferCSSPageSize: true, printBackground: false })
}

for (const language of languages) {
  test(`the ${language} menu prints on two A4 sheets`, async ({ page }, testInfo) => {
    const { count, boxes } = pdfPages(await printed(page, language))
    testInfo.annotations.push({ type: 'measured', description: `${language}: ${count} A4 sheets` })
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(2)
    // @page asks for A4, whatever the browser's default paper (Letter in some countries).
    for (const box of boxes) {
      expect(box.width).toBeCloseTo(a4.width, -1)
      expect(box.height).toBeCloseTo(a4.height, -1)
    }
  })
}

test('the printed menu starts with the name, address, hours, phone, web address and QR code', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  const header = page.locator('[data-print-header]')
  await expect(header).toBeVisible()
  await expect(header).toContainText(restaurantName)
  await expect(header).toContainText(`${address.street}, ${address.city}, ${address.postcode}`)
  await expect(header).toContainText(phone.display)
  await expect(header).toContainText(new URL(siteOrigin).host)
  await expect(header).toContainText(/\d{2}:\d{2}–\d{2}:\d{2}/)
  await expect(header.locator('svg path[stroke]')).toHaveCount(1)
  // It comes first, above the menu's heading; the QR code's card of the screen is not printed again.
  const [headerBox, headingBox] = await Promise.all([header.boundingBox(), page.getByRole('heading', { level: 1 }).boundingBox()])
  expect(headerBox!.y).toBeLessThan(headingBox!.y)
  await expect(page.getByRole('img', { name: /^QR code of / })).toBeHidden()

  // On screen, the page's own header and intro say all of it.
  await page.emulateMedia({ media: 'screen' })
  await expect(header).toBeHidden()
})

test('on paper no heading leaves its section, a short list keeps to one column, and badges are outlined text no larger than a description', async ({ page }) => {
  await page.goto('/en/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  const headings = await page.locator('main section > h2, main section > h3').evaluateAll((all) => all.map((heading) => getComputedStyle(heading).breakAfter))
  expect(headings.length).toBeGreaterThan(10)
  expect(new Set(headings)).toEqual(new Set(['avoid']))
  // Split, a short list's second half stood at the top of the next column under no heading.
  const lists = await page.locator('main section ul:has(> li)').evaluateAll((all) =>
    all.filter((list) => !list.closest('li')).map((list) => ({ items: list.children.length, breakInside: getComputedStyle(list).breakInside })),
  )
  expect(lists.filter((list) => list.items <= 10).length).toBeGreaterThan(5)
  for (const list of lists) expect(list.breakInside, `a list of ${list.items} dishes`).toBe(list.items <= 10 ? 'avoid' : 'auto')
  const descriptionSize = await page.locator('main section li p').first().evaluate((text) => parseFloat(getComputedStyle(text).fontSize))
  const badges = await page.locator('main [data-state-marker="badge"]').evaluateAll((all) =>
    all.map((badge) => {
      const style = getComputedStyle(badge)
      return { background: style.backgroundColor, outline: style.outlineStyle, size: parseFloat(style.fontSize) }
    }),
  )
  expect(badges.length).toBeGreaterThan(5)
  for (const badge of badges) {
    expect(badge.background).toBe('rgba(0, 0, 0, 0)')
    expect(badge.outline).toBe('solid')
    expect(badge.size).toBeLessThanOrEqual(descriptionSize)
  }
})

test('on paper a dish’s description is at least 8.5 pt, not the 8 pt of a caption', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  const sizes = await page.locator('main section li p').evaluateAll((texts) => texts.map((text) => parseFloat(getComputedStyle(text).fontSize)))
  expect(sizes.length).toBeGreaterThan(20)
  // 8.5 pt is 11.33 CSS px.
  for (const size of sizes) expect(size).toBeGreaterThanOrEqual(11.3)
})

for (const language of ['lv', 'ru', 'de', 'fi'] as const) {
  test(`the printed ${language} menu’s sections start with their headings, so its columns start level, and its drinks sheet says whose it is`, async ({ page }) => {
    await page.goto(`/${language}/menu`)
    await waitForPageReady(page)
    await page.emulateMedia({ media: 'print' })
    // A section's heading opens it: nothing drawn or empty above it (the box of a picture left out
    // of print set a column's first heading 5 mm lower than its neighbour's, in ru, de and fi).
    const gaps = await page.locator('main section:has(> h2)').evaluateAll((sections) =>
      sections.map((section) => ({ heading: section.querySelector('h2')!.textContent, gap: Math.round(section.querySelector('h2')!.getBoundingClientRect().top - section.getBoundingClientRect().top) })),
    )
    expect(gaps.length).toBeGreaterThan(10)
    expect(gaps.filter(({ gap }) => gap > 1)).toEqual([])
    // Should the sheets part, the drinks' says whose menu it is and where to find it.
    const runningHead = page.getByText(`${restaurantName} · ${translation(language, 'Drinks')} · ${new URL(siteOrigin).host}`)
    await expect(runningHead).toBeVisible()
    await page.emulateMedia({ media: 'screen' })
    await expect(runningHead).toBeHidden()
  })
}

test('on paper every dish carries its allergen mark beside its name, and the legend of the fourteen ends the food’s sheet', async ({ page }) => {
  await page.goto('/lv/menu')
  await waitForPageReady(page)
  await page.emulateMedia({ media: 'print' })
  const rows = page.locator('main section li:has(> div)')
  const marks = await rows.evaluateAll((all) => all.filter((row) => !row.closest('#allergen-legend')).map((row) => [...row.querySelectorAll('span')].find((span) => getComputedStyle(span).display !== 'none' && /^(\?|–|\d+(,\d+)*)$/.test(span.textContent ?? ''))?.textContent ?? null))
  expect(marks.length).toBeGreaterThan(20)
  // The owner's data: a mark for every item, "?" while its allergens are not given.
  expect(marks.filter((mark) => mark === null)).toEqual([])
  const legend = page.locator('#allergen-legend')
  await expect(legend).toBeVisible()
  await expect(legend.locator('li')).toHaveCount(14)
  await expect(legend).toContainText(translation('lv', '? not given yet: ask us'))
  // In the food's half, before the drinks' sheet starts.
  const [legendBox, drinksHead] = await Promise.all([legend.boundingBox(), page.getByText(`${restaurantName} · ${translation('lv', 'Drinks')} · ${new URL(siteOrigin).host}`).boundingBox()])
  expect(legendBox!.y).toBeLessThan(drinksHead!.y)
})
