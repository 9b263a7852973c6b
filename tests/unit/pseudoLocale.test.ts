import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileMessage, type CompiledMessage } from '@lingui/message-utils/compileMessage'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { parsePoFile } from '@lingui/format-po'
import { pseudoCatalogPlugin } from '../../.storybook/pseudoCatalogPlugin'
import { pseudoLocale, pseudoText } from '../../.storybook/pseudoText'
import { languages } from '../../src/i18n/languages'

/** The pseudo catalog exactly as Storybook's preview imports it. */
async function pseudoCatalog(): Promise<Record<string, CompiledMessage>> {
  const plugin = pseudoCatalogPlugin()
  const load = plugin.load as (this: { addWatchFile(file: string): void }, id: string) => Promise<string>
  const code = await load.call({ addWatchFile: () => {} }, '\0virtual:pseudo-catalog')
  return JSON.parse(JSON.parse(code.match(/JSON\.parse\((".*")\)$/)![1]!) as string)
}

const textOf = (message: CompiledMessage): string =>
  message.map((token) => (typeof token === 'string' ? token : typeof token[2] === 'object' && token[2] ? Object.values(token[2]).filter(Array.isArray).map(textOf).join('') : '')).join('')
const placeholdersOf = (message: CompiledMessage): string[] =>
  message.flatMap((token) => (typeof token === 'string' ? [] : [token.slice(0, 2).join(','), ...(typeof token[2] === 'object' && token[2] ? Object.entries(token[2]).flatMap(([key, form]) => (Array.isArray(form) ? [key, ...placeholdersOf(form)] : [])) : [])]))

describe('the pseudo-locale of Storybook', () => {
  it('accents every letter and doubles every vowel', () => {
    expect(pseudoText('Opening hours')).toBe('ŌŌƥēēńĩĩńĝ ĥōōũũŕś')
    expect(pseudoText('Menu')).not.toMatch(/[A-Za-z]/)
    expect(pseudoText('Menu').length).toBe(6)
  })

  it('is every message of the English catalog, a third longer overall, with its placeholders, plurals and selects intact', async () => {
    const english = parsePoFile(readFileSync('locales/en/messages.po', 'utf8')).items.filter((item) => !item.obsolete)
    const pseudo = await pseudoCatalog()
    expect(Object.keys(pseudo)).toHaveLength(english.length)
    let englishLength = 0
    let pseudoLength = 0
    for (const item of english) {
      const original = compileMessage(item.msgstr[0] || item.msgid)
      const shown = pseudo[generateMessageId(item.msgid, item.msgctxt ?? '')]
      expect([item.msgid, shown !== undefined]).toEqual([item.msgid, true])
      expect([item.msgid, placeholdersOf(shown!)]).toEqual([item.msgid, placeholdersOf(original)])
      // pseudolocale has no accented v or x: every other letter is changed.
      expect([item.msgid, /[A-Za-z]/.test(textOf(shown!).replace(/[vx]/gi, ''))]).toEqual([item.msgid, false])
      englishLength += textOf(original).length
      pseudoLength += textOf(shown!).length
    }
    expect(pseudoLength / englishLength).toBeGreaterThan(1.25)
    expect(pseudoLength / englishLength).toBeLessThan(1.45)
  })

  it('is not a language of the site', () => {
    expect(languages).not.toContain(pseudoLocale)
  })
})
