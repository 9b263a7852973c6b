import { readFileSync } from 'node:fs'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Language } from '../src/i18n/languages'

/**
 * A message's text in a language, read from the catalog the translators edit. Plain Node, so that
 * every runner (Playwright's, Vitest's) reads texts the same way.
 */
export function translation(language: Language, english: string): string {
  if (language === 'en') return english
  const catalog = readFileSync(`locales/${language}/messages.po`, 'utf8')
  const escaped = JSON.stringify(english).slice(1, -1)
  const match = catalog.match(new RegExp(`\\nmsgid "${escapeRegExp(escaped)}"\\nmsgstr "(.*)"`))
  if (!match?.[1]) throw new Error(`no ${language} translation of "${english}" (${generateMessageId(english)})`)
  return JSON.parse(`"${match[1]}"`)
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
