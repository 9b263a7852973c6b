import { expect, test, waitForHydration } from './site'

// react-aria adds its pressable stylesheet first in the head unless an element with its id is
// there; added before the others, it made Chromium lay out the whole page again after hydration.
// The prerender writes it (scripts/pressableStyle.mjs): after hydration there is still one, ours.
for (const path of ['/ru/menu', '/lv/']) {
  test(`react-aria finds its pressable stylesheet in the HTML of ${path} and adds none`, async ({ page }) => {
    await page.goto(path)
    const prerendered = await page.locator('head style[id]').evaluateAll((styles) => styles.map((style) => style.id))
    expect(prerendered).toEqual(['react-aria-pressable-style'])
    await waitForHydration(page)
    // A pressable control has rendered: react-aria has looked for its stylesheet.
    await expect(page.locator('[data-react-aria-pressable]').first()).toBeAttached()
    await expect(page.locator('style#react-aria-pressable-style')).toHaveCount(1)
    expect(await page.locator('head > style').first().getAttribute('id'), 'no stylesheet put before the page\'s own').toBeNull()
  })
}
