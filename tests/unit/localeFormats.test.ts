import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { getCatalogs } from '@lingui/cli/api'
import { makeConfig } from '@lingui/conf'
import { parsePoFile } from '@lingui/format-po'
import projectConfig from '../../lingui.config'
import type { OpeningPeriod } from '../../src/content/openingHours'
import { allSections } from '../../src/content/menu/menu'
import { formatOpeningPeriod, formatTime } from '../../src/hours/formatHours'
import { formatDate } from '../../src/i18n/formatDate'
import { formatPrice, formatPrices } from '../../src/i18n/formatPrice'
import { languageInfo, languages, type Language } from '../../src/i18n/languages'

const catalog = (language: Language) =>
  parsePoFile(readFileSync(fileURLToPath(new URL(`../../locales/${language}/messages.po`, import.meta.url)), 'utf8')).items.filter(
    (item) => !item.obsolete,
  )
const label = (item: { msgctxt?: string | null; msgid: string }) => (item.msgctxt ? `[${item.msgctxt}] ${item.msgid}` : item.msgid)

describe('times are written the way each language writes them', () => {
  it('Finnish with a dot, the other languages with a colon', () => {
    expect(formatTime('fi', '17:00')).toBe('17.00')
    expect(formatTime('fi', '02:00')).toBe('02.00')
    for (const language of ['lv', 'en', 'de', 'es', 'ru', 'et'] as const) {
      expect(formatTime(language, '17:00')).toBe('17:00')
      expect(formatTime(language, '02:00')).toBe('02:00')
    }
  })

  it('in the opening hours as well', () => {
    const finnish = setupI18n({ locale: 'fi', messages: { fi: {} } })
    const latvian = setupI18n({ locale: 'lv', messages: { lv: {} } })
    // Hours of the test's own, one of them past midnight.
    const hours: OpeningPeriod[] = [
      { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
      { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
    ]
    expect(hours.map((period) => formatOpeningPeriod(finnish, period, 'entryStart').split(' ')[1])).toEqual(['17.00–23.00', '17.00–02.00'])
    expect(hours.map((period) => formatOpeningPeriod(latvian, period, 'entryStart').split(' ')[1])).toEqual(['17:00–23:00', '17:00–02:00'])
  })

  it("agree with the CLDR data of the project's Node for every language", () => {
    for (const language of languages) {
      const intl = new Intl.DateTimeFormat(languageInfo[language].intlLocale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' })
      expect([language, formatTime(language, '02:05')]).toEqual([language, intl.format(new Date(Date.UTC(2000, 0, 1, 2, 5)))])
    }
  })

  it('refuse anything but "HH:MM"', () => {
    expect(() => formatTime('en', '5pm')).toThrow('formatTime expects "HH:MM"')
    expect(() => formatTime('en', '7:00')).toThrow('formatTime expects "HH:MM"')
  })
})

describe('English is British, once for the whole site (docs/decisions/0034-british-english.md)', () => {
  it('dates read "21 November 2026"', () => {
    expect(formatDate('en', '2026-11-21')).toBe('21 November 2026')
    expect(languageInfo.en.ogLocale).toBe('en_GB')
  })

  it('no English text uses an American spelling or word where the British one differs', () => {
    const american = /\b(colors?|centers?|favorites?|flavors?|honors?|neighbors?|travelers?|cozy|gray|jewelry|pitcher|shrimp|parking lot|downtown|restroom|check, please|come visit)\b/i
    expect(catalog('en').filter((item) => american.test(item.msgid)).map(label)).toEqual([])
  })
})

describe('every catalog entry tells the translator where it appears', () => {
  for (const language of languages) {
    it(`${language}: each entry has a #. comment`, () => {
      const entries = catalog(language)
      expect(entries.length).toBeGreaterThan(100)
      expect(entries.filter((item) => item.extractedComments.join('').trim() === '').map(label)).toEqual([])
    })
  }
})

describe('money is never typed into a message', () => {
  const literalMoney = /\d[\s\u00A0\u202F]*(?:€|EUR\b)|(?:€|EUR)[\s\u00A0\u202F]*\d/

  for (const language of languages) {
    it(`${language}: no translation writes an amount in euros`, () => {
      expect(catalog(language).filter((item) => item.msgstr.some((text) => literalMoney.test(text))).map(label)).toEqual([])
    })
  }

  it('a price in a menu note comes from formatPrice, in every language', async () => {
    const notes = allSections().flatMap((section) => section.notes ?? [])
    const priced = notes.filter((note) => note.prices)
    expect(priced.length).toBeGreaterThan(0)
    const [linguiCatalog] = await getCatalogs(makeConfig(projectConfig, { skipValidation: true }))
    for (const language of languages) {
      const { messages: translations } = await linguiCatalog!.getTranslations(language, { sourceLocale: 'en', fallbackLocales: { default: 'en' } })
      const i18n = setupI18n({ locale: language, messages: { [language]: translations } })
      for (const note of priced) {
        const text = i18n._({ ...note.text, values: formatPrices(language, note.prices!) })
        for (const cents of Object.values(note.prices!)) expect(text).toContain(formatPrice(language, cents))
        expect(text).not.toMatch(/[{}]/)
      }
    }
  })
})

describe('the translations keep what keeps amounts whole', () => {
  // Placeholders, plurals and ICU syntax are npm run i18n:check's (scripts/checks/catalogProblems.ts).
  for (const language of languages) {
    it(`${language}: a number and its unit are joined by a no-break space`, () => {
      const breakable = /\d[ \t]+(?:l|cl|ml|л|мл)(?![\p{L}])/u
      expect(catalog(language).filter((item) => item.msgstr.some((text) => breakable.test(text))).map(label)).toEqual([])
    })
  }
})
