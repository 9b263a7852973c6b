import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { CatalogFormatter } from '@lingui/conf'
import { parsePoFile } from '@lingui/format-po'
import projectConfig, { pluralForms } from '../../lingui.config'
import { translationsHash } from '../../scripts/i18n/catalogFormat'
import { languageInfo, languages } from '../../src/i18n/languages'

// The headers gettext tools read (Poedit, Weblate, msgfmt), in the seven catalogs as committed.
const headersOf = (language: string) => parsePoFile(readFileSync(`locales/${language}/messages.po`, 'utf8')).headers

/** The form a gettext Plural-Forms expression picks for n (the expression is C, and valid JavaScript too). */
function gettextForm(header: string): { count: number; formOf: (n: number) => number } {
  const [, count, expression] = header.match(/^nplurals=(\d+); plural=(.+);$/)!
  const formOf = new Function('n', `return Number(${expression})`) as (n: number) => number
  return { count: Number(count), formOf }
}

describe('Plural-Forms', () => {
  for (const language of languages) {
    it(`${language}: numbers the forms CLDR gives whole numbers, one form per category`, () => {
      const { count, formOf } = gettextForm(pluralForms[language])
      const rules = new Intl.PluralRules(languageInfo[language].intlLocale)
      const formsOfCategory = new Map<string, Set<number>>()
      for (let n = 0; n <= 1000; n++) formsOfCategory.set(rules.select(n), (formsOfCategory.get(rules.select(n)) ?? new Set()).add(formOf(n)))
      // Each category always takes the same form, and no two categories share one.
      expect([...formsOfCategory.values()].map((forms) => forms.size)).toEqual([...formsOfCategory.values()].map(() => 1))
      expect(new Set([...formsOfCategory.values()].flatMap((forms) => [...forms])).size).toBe(formsOfCategory.size)
      expect(formsOfCategory.size).toBe(count)
    })
  }

  it('gives Latvian and Russian three forms', () => {
    expect([gettextForm(pluralForms.lv).count, gettextForm(pluralForms.ru).count]).toEqual([3, 3])
  })
})

describe('every catalog’s header', () => {
  for (const language of languages) {
    it(`${language}: names its language and plural rule, and dates its latest translations`, async () => {
      const headers = headersOf(language)
      expect(headers.Language).toBe(language)
      expect(headers['Plural-Forms']).toBe(pluralForms[language])
      expect(headers['PO-Revision-Date']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d\+0000$/)
      // PO-Revision-Date belongs to these translations: extraction moves it whenever they change.
      const catalog = await (projectConfig.format as CatalogFormatter).parse(readFileSync(`locales/${language}/messages.po`, 'utf8'), { locale: language, sourceLocale: 'en', filename: '' })
      expect(headers['X-Translations-Hash']).toBe(translationsHash(catalog))
    })
  }
})
