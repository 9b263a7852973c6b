import { pageOfEachKind } from '../builtPages'
import { waitForPageReady, waitUntil } from './enginePage'
import { expect, test } from './fixtures'

// A system whose language is no valid tag: WebKitGTK under the bare POSIX locale reports
// navigator.language "C", and Intl throws on it. No step of the page's start may fail on it.
test.use({ systemLanguage: 'C' })

test('every kind of page starts when the browser reports its language as "C"', async ({ tab }) => {
  // Wide enough for the header's top bar, whose opening status wakes once it is in view.
  await tab.setViewport(1280, 900)
  for (const path of pageOfEachKind.map((page, index) => `/${index % 2 ? 'ru' : 'lv'}${page.path}`)) {
    await tab.goto(path)
    await waitForPageReady(tab)
  }
  // And its parts that only scripts show.
  await waitUntil(tab, 'the opening status is shown', () => document.querySelector('[data-opening-status]:not([data-opening-status=""])') !== null)
})

test('an address without a language falls back to Latvian when the browser reports "C"', async ({ tab }) => {
  await tab.goto('/menu')
  await waitUntil(tab, 'the Latvian menu shows', () => location.pathname === '/lv/menu')
  await waitForPageReady(tab)
  expect(await tab.evaluate(() => document.documentElement.lang)).toBe('lv')
})
