import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { expect } from '@playwright/test'
import { languages, type Language } from '../../src/i18n/languages'
import type { HeaderModel } from '../../server/headers.ts'
import { guardedTest } from '../pageGuard'

export { expect, languages, type Language }
export { waitForPageReady } from '../pageReady'
export { pagePaths } from '../builtPages'

/** The three servers under test, started by ./globalSetup.ts: nginx, `npm start`, the edge runtime (`wrangler dev`). */
export const servers = {
  nginx: process.env.AMIGO_NGINX_ORIGIN!,
  node: process.env.AMIGO_NODE_ORIGIN!,
  edge: process.env.AMIGO_EDGE_ORIGIN!,
} as const

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

/** The production tests' `test`: the guard of every runner's pages (../pageGuard), CSP violations and dialogs included. */
export const test = guardedTest

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
