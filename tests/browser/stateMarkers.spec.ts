import { siteData } from '../serverEntry'
import { focusRingProblems, stateMarkerCount, stateMarkerProblems } from './checks/stateMarkers'
import { expect, test, waitForPageReady, type Page } from './site'

// What marks a state or who someone is (the menu's current section, the dish badges, a guest's
// initial, the about page's discs, the vegan switch, the opening status's dot), and the focus ring of
// every control, keeps 3:1 against what is behind it by day and at night (WCAG 1.4.11). axe measures
// text only, so this measures.

const sections = siteData.menu
// A section in the middle of the food column: the index marks it once it has scrolled under the bar.
const middleSection = sections[Math.floor(sections.length / 4)]!

// Every page's markers are measured in everyPage.spec.ts as it loads; the menu's current section
// shows only after a scroll, so it is measured here.
const pages: { path: string; prepare: (page: Page) => Promise<void> }[] = [
  {
    path: '/lv/menu',
    prepare: async (page) => {
      await page.locator(`#${middleSection.id}`).evaluate((section) => section.scrollIntoView())
      await expect(page.locator(`[data-state-marker="current section"][href="#${middleSection.id}"]`)).toBeVisible()
    },
  },
]

for (const colorScheme of ['light', 'dark'] as const) {
  for (const width of [390, 1280]) {
    test.describe(`${colorScheme === 'dark' ? 'at night' : 'by day'} at ${width} px`, () => {
      test.use({ colorScheme, viewport: { width, height: 900 } })

      for (const { path, prepare } of pages) {
        test(`every state marker of ${path} keeps 3:1 against what is behind it`, async ({ page }) => {
          await page.goto(path)
          await waitForPageReady(page)
          await prepare(page)
          expect(await stateMarkerCount(page), 'markers found').toBeGreaterThan(0)
          // Polled: a marker that just became current may still be in its colour transition.
          await expect.poll(() => stateMarkerProblems(page)).toEqual([])
        })
      }
    })
  }
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`every focus ring of the open phone menu keeps 3:1 on its night blue, ${colorScheme === 'dark' ? 'at night' : 'by day'}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme })
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/lv/menu')
    await waitForPageReady(page)
    await page.locator('header button:has(+ div[popover])').click()
    const panel = page.locator('header div[popover]')
    await expect(panel).toBeVisible()
    // Measured with the panel open: its links and buttons, the header's bar above it.
    const rings = await focusRingProblems(page)
    expect(rings.measured, 'focus rings measured').toBeGreaterThanOrEqual(await panel.locator('a[href]').count())
    expect(rings.problems).toEqual([])
  })
}

test('the check reports a blue focus ring on the night blue, and passes a marigold one', async ({ page }) => {
  await page.setContent(`
    <body style="margin: 0; background: #FBF5EC">
      <div style="background: #14213D; padding: 8px">
        <a href="#red" style="outline: 3px solid #1F56C4; background: #B42318; color: #fff">Reserve</a>
        <a href="#marigold" style="outline: 3px solid #F2A516; background: #B42318; color: #fff">Call</a>
        <button style="outline: none">Bare</button>
      </div>
      <a href="#page" style="outline: 3px solid #1F56C4">On the page</a>
    </body>`)
  const { problems, measured } = await focusRingProblems(page)
  expect(measured).toBe(4)
  expect(problems).toEqual([
    '<a> "Reserve": focus ring rgb(31, 86, 196) on rgb(20, 33, 61): 2.42:1 (needs 3:1)',
    '<button> "Bare": no focus ring on rgb(20, 33, 61)',
  ])
})

test('the check reports a night-blue marker on the night page, and passes a lamp-lit one', async ({ page }) => {
  await page.setContent(`
    <body style="margin: 0; background: #1A120D">
      <div style="background: rgba(255, 255, 255, 0.02)">
        <span data-state-marker="lost" style="display: inline-block; width: 40px; height: 20px; background: #14213D">Tacos</span>
        <span data-state-marker="ringed" style="display: inline-block; width: 40px; height: 20px; background: #14213D; box-shadow: inset 0 0 0 1px #A8BFEF"></span>
        <span data-state-marker="lit" style="display: inline-block; width: 40px; height: 20px; background: #A8BFEF"></span>
        <span data-state-marker="hidden" style="display: none; background: #14213D"></span>
      </div>
    </body>`)
  const problems = await stateMarkerProblems(page)
  expect(problems).toHaveLength(1)
  expect(problems[0]).toMatch(/^lost "Tacos": fill rgb\(20, 33, 61\) on rgb\(\d+, \d+, \d+\): 1\.1\d:1 \(needs 3:1\)$/)
})
