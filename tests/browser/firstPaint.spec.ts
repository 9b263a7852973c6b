import { addDays, rigaToday } from '../../src/hours/calendar'
import { datedGroup, shownBetween } from '../../src/hours/datedParts'
import { fixedNow } from '../fixedClock'
import { layoutShiftOf } from './checks/layoutShift'
import { expect, test } from './site'

// What a page shows at its first paint is what it keeps: nothing moves when the rest of the page,
// or its script, arrives.

test('the dated parts already show the visitor’s day when the page’s script never comes', async ({ page, expectConsoleError }) => {
  // Three exceptions as the home page's list writes them, built a week before the suite's day, all
  // shown as on the build's day: one over yesterday, one in three days, one in three weeks.
  const today = rigaToday(fixedNow)
  const built = addDays(today, -7)
  const dates = [addDays(today, -1), addDays(today, 3), addDays(today, 21)]
  const entries = dates.map((date) => Object.entries(shownBetween(built, addDays(date, -14), date)).filter(([name]) => name !== 'hidden'))
  const list = `<div ${datedGroup}="" id="test-exceptions"><dl>${entries
    .map((attributes, index) => `<div ${attributes.map(([name, value]) => `${name}="${value}"`).join(' ')}><dt>${dates[index]}</dt><dd>Slēgts</dd></div>`)
    .join('')}</dl></div>`
  await page.route('/lv/', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replace('</h1>', `</h1>${list}`) })
  })
  // The page's one script, which would show them too, never arrives.
  await page.route(/\/assets\/client-[\w-]+\.js$/, (route) => route.abort())
  expectConsoleError(/^Failed to load resource: net::ERR_FAILED \(at http:.*\/assets\/client-/)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/lv/')
  await expect(page.locator('#test-exceptions dt:visible')).toHaveText([dates[1]!])
  const shift = await layoutShiftOf(page)
  expect(shift.total, shift.moved.join('; ')).toBe(0)
})
