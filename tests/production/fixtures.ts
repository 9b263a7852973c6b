import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test'
import { languages, type Language } from '../../src/i18n/languages'
import type { HeaderModel } from '../../server/headers.ts'
import { isPageReady, pageReadyAttribute } from '../pageReady'
import { fixedNow } from '../fixedClock'

export { expect, languages, type Language }

/** The three servers under test, started by ./globalSetup.ts: nginx, `npm start`, the edge runtime (`wrangler dev`). */
export const servers = {
  nginx: process.env.AMIGO_NGINX_ORIGIN!,
  node: process.env.AMIGO_NODE_ORIGIN!,
  edge: process.env.AMIGO_EDGE_ORIGIN!,
} as const

/** Paths after the language prefix of every page: `localizedPaths` of src/content/pages.ts (./globalSetup.ts). */
export const localizedPaths: string[] = JSON.parse(readFileSync('node_modules/.cache/amigo-tests/production-pages.json', 'utf8'))
export type ServerName = keyof typeof servers

/** The header model the build wrote (server/headers.ts): what every server must send. */
export const headerModel: HeaderModel = JSON.parse(readFileSync('dist/.deploy/headers.json', 'utf8'))

/** The map's tile origin as the build allowed it (img-src), e.g. https://tile.openstreetmap.org. */
export const tileOrigin = headerModel.defaultPolicy
  .split(';')
  .map((directive) => directive.trim().split(/\s+/))
  .find(([name]) => name === 'img-src')!
  .slice(1)
  .find((source) => /^https?:/.test(source))

/** A small PNG for map tiles: the map engineer's fixture if it is there, else one made here. */
export function tilePng(): Buffer {
  try {
    return Buffer.from(readFileSync('tests/fixtures/tiles/tile.png'))
  } catch {
    // 1 × 1 px, light grey.
    return Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC', 'base64')
  }
}

/** Sends raw bytes to a server and returns its whole answer (for targets a browser would not send). */
export function rawRequest(origin: string, request: string, timeout = 5000): Promise<{ status: number; head: string; body: string }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(request))
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => chunks.push(chunk))
    socket.on('end', () => {
      const answer = Buffer.concat(chunks).toString('latin1')
      const split = answer.indexOf('\r\n\r\n')
      resolve({
        status: Number(answer.match(/^HTTP\/1\.[01] (\d{3})/)?.[1] ?? 0),
        head: split < 0 ? answer : answer.slice(0, split),
        body: split < 0 ? '' : answer.slice(split + 4),
      })
    })
    socket.on('error', reject)
    socket.setTimeout(timeout, () => {
      socket.destroy()
      reject(new Error(`no answer to ${JSON.stringify(request.slice(0, 80))} within ${timeout} ms`))
    })
  })
}

export const get = (target: string) => `GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`

interface Observed {
  consoleErrors: string[]
  violations: string[]
  outsideRequests: string[]
  dialogs: string[]
}

interface Fixtures {
  /** Console errors a test causes on purpose: each pattern must match one, and only these may occur. */
  expectedConsoleErrors: RegExp[]
  /** Automatic: after the test, no unexpected console error, no CSP violation, no dialog, nothing asked off this machine. */
  guard: Observed
}

/**
 * Reports every Content-Security-Policy violation of a page: as a console error (so it is caught
 * even after the page is gone) and in `window.amigoCspViolations`.
 */
function reportViolations() {
  const seen: string[] = []
  Object.defineProperty(window, 'amigoCspViolations', { value: seen })
  document.addEventListener('securitypolicyviolation', (event) => {
    const text = `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}${event.sample ? ` (${event.sample})` : ''} on ${event.documentURI}`
    seen.push(text)
    console.error(`CSP violation: ${text}`)
  })
}

/** The violations the page in front has seen so far. */
export const violationsOf = (page: Page) => page.evaluate(() => (window as unknown as { amigoCspViolations?: string[] }).amigoCspViolations ?? [])

async function watch(context: BrowserContext, observed: Observed) {
  // Every page starts at the suite's fixed moment (tests/fixedClock.ts).
  await context.clock.install({ time: fixedNow })
  await context.addInitScript(reportViolations)
  context.on('console', (message) => {
    if (message.type() !== 'error') return
    const text = message.text()
    const { url } = message.location()
    if (text.startsWith('CSP violation: ')) observed.violations.push(text)
    else observed.consoleErrors.push(url ? `${text} (at ${url})` : text)
  })
  context.on('weberror', (webError) => observed.consoleErrors.push(`Uncaught ${webError.error().name}: ${webError.error().message}`))
  context.on('page', (page) =>
    page.on('dialog', (dialog) => {
      observed.dialogs.push(`${dialog.type()}: ${dialog.message()}`)
      void dialog.dismiss().catch(() => {})
    }),
  )
  await context.route('**/*', (route) => {
    const { protocol, hostname } = new URL(route.request().url())
    if (protocol === 'data:' || protocol === 'blob:' || hostname === '127.0.0.1') return route.fallback()
    observed.outsideRequests.push(route.request().url())
    return route.abort('blockedbyclient')
  })
}

/** The production tests' `test`: the same guards as the browser tests' (tests/browser/site.ts), plus CSP violations and dialogs. */
export const test = base.extend<Fixtures>({
  expectedConsoleErrors: [[], { option: true }],
  guard: [
    async ({ context, expectedConsoleErrors }, use) => {
      const observed: Observed = { consoleErrors: [], violations: [], outsideRequests: [], dialogs: [] }
      await watch(context, observed)
      await use(observed)
      const unexpected = observed.consoleErrors.filter((error) => !expectedConsoleErrors.some((pattern) => pattern.test(error)))
      const missing = expectedConsoleErrors.filter((pattern) => !observed.consoleErrors.some((error) => pattern.test(error)))
      expect(observed.violations, 'Content-Security-Policy violations').toEqual([])
      expect(observed.dialogs, 'dialogs opened (script run from markup)').toEqual([])
      expect(unexpected, 'console errors and uncaught exceptions').toEqual([])
      expect(missing.map(String), 'expected console errors that never came').toEqual([])
      expect(observed.outsideRequests, 'requests that would have left this machine').toEqual([])
    },
    { auto: true },
  ],
})

/**
 * The value for `test.use({ expectedConsoleErrors })`: Playwright would read a bare array of two
 * patterns as a [value, options] pair, so the list goes in as one.
 */
export const expectErrors = (...patterns: RegExp[]): [RegExp[], { scope: 'test' }] => [patterns, { scope: 'test' }]

/** Chromium's console error for a document or file answered with 404, at a path. */
export const notFoundError = (path: string | RegExp) =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(at http://127\\.0\\.0\\.1:\\d+${typeof path === 'string' ? path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : path.source}\\)$`,
  )

/** Waits until the page says it is ready (hydrated, every deferred part arrived) and its fonts have loaded. */
export async function waitForPageReady(page: Page) {
  await page.waitForFunction(isPageReady, pageReadyAttribute)
}
