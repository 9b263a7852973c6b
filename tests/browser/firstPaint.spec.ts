import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { layoutShiftOf } from './checks/layoutShift'
import { expect, languageButton, languageList, test, waitForPageReady } from './site'

// What a page shows at its first paint is what it keeps: nothing moves when the rest of it arrives.

// A slow network delivers a page in parts, and a browser may paint the first part before the rest
// arrives. Here the site is served through a relay that sends each page in two parts, cut halfway
// through one element (`/cut-footer/…`; the header unless named), the second 600 ms after the first.

const pause = 600
let relay: Server
let relayOrigin = ''

test.beforeAll(async ({ baseURL }) => {
  relay = createServer(async (request, response) => {
    const [, tag = 'header', path = '/'] = /^(?:\/cut-(\w+))?(\/.*)$/.exec(request.url ?? '/') ?? []
    const upstream = await fetch(new URL(path, baseURL), { headers: { 'accept-encoding': 'identity' } })
    const body = await upstream.text()
    response.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream' })
    const element = { start: body.indexOf(`<${tag}`), end: body.indexOf(`</${tag}>`) }
    if (element.start < 0 || element.end < 0) return response.end(body)
    const cut = Math.round((element.start + element.end) / 2)
    response.write(body.slice(0, cut))
    setTimeout(() => response.end(body.slice(cut)), pause)
  })
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve))
  relayOrigin = `http://127.0.0.1:${(relay.address() as AddressInfo).port}`
})

test.afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())))

// Cut inside the header, the header was drawn without its right-hand controls and moved when they
// came (a layout shift of 0.0013 at 390 px and 0.0063 at 1280, on a busy machine's slow 4G too).
// Each page's head holds its first paint until the header is whole (`<link rel="expect">`,
// src/components/shell/SiteShell). The home's dated parts are shown for the suite's day as the parser
// reaches them (datedHours.spec.ts tests them without the page's script).
for (const path of ['/lv/', '/ru/menu']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px, sent in two parts cut inside its header, does not move when the rest arrives`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${relayOrigin}${path}`)
      const shift = await layoutShiftOf(page)
      expect(shift.total, shift.moved.join('; ')).toBe(0)
    })
  }
}

// On a page shorter than the screen the footer stood at the screen's foot, so a footer drawn half-read
// moved up as the rest of it came (0.09 at 390 px, 0.11 at 1280, on a missing post's page). It now
// fills what the page leaves of the screen, and grows downward (src/components/shell/SiteFooter).
for (const path of ['/es/blog/no-such-post']) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px, sent in two parts cut inside its footer, does not move when the rest arrives`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(`${relayOrigin}/cut-footer${path}`)
      const shift = await layoutShiftOf(page)
      expect(shift.total, shift.moved.join('; ')).toBe(0)
    })
  }
}

// A page draws its text from each family's Latin file; the Cyrillic one comes second in its stack.
// When the Latin files were still on their way as the text was first laid out, the browser went on
// to the next face that held those letters and fetched both Cyrillic files too (98 KB, in CI once
// under load; every time with the Latin files 150 ms late). The Cyrillic file is now declared for
// Cyrillic letters alone on those pages (src/design/fonts.css), so only "Русский" in the open
// language list fetches it.
for (const path of ['/et/', '/lv/menu']) {
  test(`${path}, its Latin fonts 400 ms late, fetches no Cyrillic font until a Cyrillic word is shown`, async ({ page }) => {
    const fonts: string[] = []
    page.on('response', (response) => {
      if (response.ok() && response.url().endsWith('.woff2')) fonts.push(new URL(response.url()).pathname.replace(/-[\w-]{8}\.woff2$/, ''))
    })
    await page.route(/\/assets\/\w+-latin-[\w-]{8}\.woff2$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400))
      await route.continue()
    })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(path)
    await waitForPageReady(page)
    expect(fonts.toSorted(), 'the fonts it fetched').toEqual(['/assets/alegreya-latin', '/assets/rubik-latin'])
    await languageButton(page).click()
    await expect(languageList(page).getByText('Русский')).toBeVisible()
    await expect.poll(() => fonts.filter((font) => font.endsWith('-cyrillic')), 'the fonts "Русский" fetched').toEqual(['/assets/rubik-latin-cyrillic'])
  })
}
