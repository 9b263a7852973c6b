import { readFileSync } from 'node:fs'
import { test as base, expect, type Page } from '@playwright/test'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { languages, type Language } from '../../src/i18n/languages'

export { languages, type Language }

/** Paths after the language prefix of every page (the URL contract). */
export const pagePaths = ['/', '/menu', '/about', '/visit', '/blog', '/blog/world-leaders-at-amigo', '/privacy', '/terms']

/** A message's text in a language, read from the catalog the translators edit. */
export function translation(language: Language, english: string): string {
  if (language === 'en') return english
  const catalog = readFileSync(`locales/${language}/messages.po`, 'utf8')
  const escaped = JSON.stringify(english).slice(1, -1)
  const match = catalog.match(new RegExp(`\\nmsgid "${escapeRegExp(escaped)}"\\nmsgstr "(.*)"`))
  if (!match?.[1]) throw new Error(`no ${language} translation of "${english}" (${generateMessageId(english)})`)
  return JSON.parse(`"${match[1]}"`)
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * Every test page: requests that would leave the machine are refused and remembered, console
 * errors and uncaught exceptions are remembered; a test fails if there are any.
 */
export const test = base.extend<{ outsideRequests: string[]; consoleErrors: string[] }>({
  outsideRequests: async ({ context, baseURL }, use) => {
    const outside: string[] = []
    await context.route('**/*', (route) => {
      const url = route.request().url()
      if (url.startsWith(baseURL!) || url.startsWith('data:')) return route.fallback()
      outside.push(url)
      return route.abort('blockedbyclient')
    })
    await use(outside)
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    page.on('pageerror', (error) => errors.push(error.message))
    await use(errors)
  },
})

export { expect }

/**
 * Waits until React has hydrated the page (TanStack removes its bootstrap state then) and the
 * deferred controls, whose code loads at idle, have arrived.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => !('$_TSR' in window))
  await page.waitForLoadState('networkidle')
}
