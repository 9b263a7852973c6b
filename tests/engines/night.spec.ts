import { nightTokens } from '../../src/design/nightTokens'
import { tokens } from '../../src/design/tokens'
import { pageOfEachKind } from '../builtPages'
import { waitForPageReady, waitUntil } from './enginePage'
import { expect, test } from './fixtures'

// A visitor whose phone or computer is set to dark: every engine picks the night theme from the
// system setting alone (src/design/theme.css.ts), print aside.
test.use({ systemColorScheme: 'dark' })

/** A token's hex value as the browser reports a computed colour. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`

test('a system set to dark gets the night theme on every kind of page, the QR card staying light', async ({ tab }) => {
  // One page of each kind, in Latvian and Russian by turns, and a not-found page.
  for (const path of [...pageOfEachKind.map((page, index) => `/${index % 2 ? 'ru' : 'lv'}${page.path}`), '/ru/no-such-page']) {
    await tab.goto(path)
    // Read as the page arrives, before its scripts run: the theme is the prerendered CSS's.
    const seen = await tab.evaluate(() => ({
      prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
      page: getComputedStyle(document.body).backgroundColor,
      ink: getComputedStyle(document.body).color,
      scheme: getComputedStyle(document.documentElement).colorScheme,
    }))
    expect(seen, `${path} in ${tab.engine}`).toEqual({
      prefersDark: true,
      page: rgb(nightTokens.color.page),
      ink: rgb(nightTokens.color.ink),
      scheme: 'dark',
    })
    // Let the page start before the next: leaving mid-start is startup.spec.ts's subject.
    await waitForPageReady(tab)
  }
  // The QR code stays dark on a white card for the scanners, after the page has drawn it.
  await tab.goto('/lv/menu')
  await waitForPageReady(tab)
  // The code is the menu's one drawing in a figure (the flags in the header are pictures too).
  await waitUntil(tab, 'the QR code is drawn', () => document.querySelector('figure svg[role="img"] path[stroke]') !== null)
  const qr = await tab.evaluate(() => {
    const code = document.querySelector('figure svg[role="img"]')
    return {
      light: code?.querySelector('rect')?.getAttribute('fill'),
      dark: code?.querySelector('path')?.getAttribute('stroke'),
    }
  })
  expect(qr).toEqual({
    light: tokens.color.qrLight,
    dark: tokens.color.qrDark,
  })
})
