import { readFileSync } from 'node:fs'
import { languages, type Language } from '../../src/i18n/languages.ts'

/**
 * The messages of each language's catalog that say which language a text is in: whole sentences
 * or labels (ten characters or more, no placeholder), found in no other catalog.
 */
export function telltaleMessages(): Record<Language, string[]> {
  const catalogs = Object.fromEntries(
    languages.map((language) => {
      const po = readFileSync(new URL(`../../locales/${language}/messages.po`, import.meta.url), 'utf8')
      const messages = [...po.matchAll(/^msgstr "(.+)"$/gm)].map((match) => match[1]!.replaceAll('\\"', '"')).filter((text) => text.length >= 10 && !/[{}<>\\]/.test(text))
      return [language, new Set(messages)]
    }),
  ) as Record<Language, Set<string>>
  return Object.fromEntries(
    languages.map((language) => [language, [...catalogs[language]].filter((text) => languages.every((other) => other === language || !catalogs[other].has(text)))]),
  ) as Record<Language, string[]>
}

/** The languages whose telltale messages a text holds. */
export function languagesIn(text: string, telltales: Record<Language, string[]>): Language[] {
  const flat = text.replace(/\s+/g, ' ')
  return languages.filter((language) => telltales[language].some((message) => flat.includes(message)))
}
