import { describe, expect, it } from 'vitest'
import type { CatalogType } from '@lingui/conf'
import { catalogProblems } from '../../scripts/checks/catalogProblems'

// What `npm run i18n:check` refuses in a catalog (scripts/checks/catalogs.ts runs it on all seven).
const latvian = { code: 'lv', intlLocale: 'lv-LV', isSource: false }
const russian = { code: 'ru', intlLocale: 'ru-RU', isSource: false }
const english = { code: 'en', intlLocale: 'en-GB', isSource: true }

const source = (...messages: string[]): CatalogType => Object.fromEntries(messages.map((message) => [message, { message, translation: message }]))
const translated = (pairs: Record<string, string>): CatalogType => Object.fromEntries(Object.entries(pairs).map(([message, translation]) => [message, { message, translation }]))
const check = (pairs: Record<string, string>, language = latvian) => catalogProblems(translated(pairs), source(...Object.keys(pairs)), language)

const reviews = '{count, plural, one {# review} other {# reviews}}'

describe('a catalog ready to ship', () => {
  it('passes with every message translated, placeholders and plural forms kept', () => {
    expect(check({ 'Call {number}': 'Zvaniet: {number}', [reviews]: '{count, plural, zero {# atsauksmju} one {# atsauksme} other {# atsauksmes}}' })).toEqual([])
    // A form may write the number by name; a form the English writes without it needs none.
    expect(check({ '{count, plural, one {one table} other {# tables}}': '{count, plural, zero {{count} galdiņu} one {viens galdiņš} other {# galdiņi}}' })).toEqual([])
  })
})

describe('the check fails on', () => {
  it('a fuzzy entry left to review', () => {
    const catalog: CatalogType = { 'Jug, 1.5 l': { message: 'Jug, 1.5 l', translation: '', extra: { fuzzy: { translation: 'Krūka, 1,5 l' } } } }
    expect(catalogProblems(catalog, source('Jug, 1.5 l'), latvian)).toEqual(['lv: 1 fuzzy: review the suggestion, then remove the fuzzy mark: "Jug, 1.5 l"'])
  })

  it('an empty translation', () => {
    expect(check({ 'Email us': '' })).toEqual(['lv: 1 untranslated: "Email us"'])
  })

  it('a placeholder lost or renamed', () => {
    expect(check({ 'Call {number}': 'Zvaniet: {numurs}' })).toEqual(['lv: 1 placeholders differ from the English: "Call {number}": {number} missing, {numurs} unknown'])
  })

  it('a placeholder lost inside a plural', () => {
    const message = '{shortCount, plural, one {{countText} review} other {{countText} reviews}}'
    expect(check({ [message]: '{shortCount, plural, zero {atsauksmes} one {atsauksme} other {atsauksmes}}' })[0]).toContain('{countText} missing')
  })

  it('ICU syntax Lingui cannot compile', () => {
    expect(check({ 'Call {number}': 'Zvaniet: {number' })[0]).toMatch(/^lv: 1 does not compile \(ICU syntax\): "Call \{number\}": Unexpected message end/)
  })

  it('a plural without a form the language needs (Latvian zero, Russian few and many)', () => {
    expect(check({ [reviews]: '{count, plural, one {# atsauksme} other {# atsauksmes}}' })).toEqual([`lv: 1 plural forms wrong for lv: "${reviews}": needs zero`])
    expect(check({ [reviews]: '{count, plural, one {# отзыв} other {# отзывов}}' }, russian)[0]).toContain('needs few, needs many')
  })

  it('a plural form the language does not have, or no "other"', () => {
    expect(check({ [reviews]: '{count, plural, zero {a} one {b} few {c} other {d}}' })[0]).toContain('has no few')
    expect(check({ 'Hi {who}': '{who, select, guest {Sveiks}}' })).toEqual(['lv: 1 a plural or select without "other": "Hi {who}"'])
  })

  it('a plural form that drops the number every English form shows (# or the count by name)', () => {
    expect(check({ [reviews]: '{count, plural, zero {atsauksmju} one {# atsauksme} other {atsauksmes}}' })).toEqual([`lv: 1 a plural form without its number (#): "${reviews}": zero, other`])
    const daysAhead = '{days, plural, one {# day ahead} other {# days ahead}}'
    expect(check({ [daysAhead]: '{days, plural, zero {līdz 60 dienām} one {līdz {days} dienai} other {līdz # dienām}}' })).toEqual([`lv: 1 a plural form without its number (#): "${daysAhead}": zero`])
  })

  it('a select whose keys are not the English ones (a misspelt day falls to "other")', () => {
    const opens = '{day, select, tue {opens Tuesday} other {opens}}'
    expect(check({ [opens]: '{day, select, tues {atvērsim otrdien} other {atvērsim}}' })).toEqual([`lv: 1 select keys differ from the English: "${opens}": tue missing, tues unknown`])
  })

  it('the English source itself when its ICU is broken', () => {
    expect(catalogProblems(source('{count, plural, one {# review} other {# reviews}'), source(), english)[0]).toMatch(/^en: 1 does not compile/)
  })
})
