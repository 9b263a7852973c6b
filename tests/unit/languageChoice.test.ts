import { describe, expect, it } from 'vitest'
import { readStoredLanguage, resolveLanguage, storeLanguage } from '../../src/i18n/resolveLanguage'
import { languageStorageKey } from '../../src/siteConstants.ts'

const storageHolding = (value: string | null): Storage => {
  const items = new Map<string, string>(value === null ? [] : [[languageStorageKey, value]])
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, next) => void items.set(key, next),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
    key: () => null,
    get length() {
      return items.size
    },
  }
}

const throwingStorage = (): Storage => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

describe('language choice for an address without a language', () => {
  it('takes the stored language first, whatever the browser prefers', () => {
    expect(resolveLanguage({ stored: 'ru', browserLanguages: ['de-DE', 'en'] })).toBe('ru')
  })

  it('ignores a stored value that is not one of the seven', () => {
    expect(resolveLanguage({ stored: 'fr', browserLanguages: ['de-DE'] })).toBe('de')
    expect(resolveLanguage({ stored: '{"lang":"en"}', browserLanguages: [] })).toBe('lv')
    expect(resolveLanguage({ stored: 'EN', browserLanguages: [] })).toBe('lv')
    expect(resolveLanguage({ stored: '', browserLanguages: ['fi'] })).toBe('fi')
  })

  it('then takes the first browser language whose primary subtag we speak', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['fr-FR', 'et-EE', 'en-GB'] })).toBe('et')
    expect(resolveLanguage({ stored: null, browserLanguages: ['es-AR'] })).toBe('es')
    expect(resolveLanguage({ stored: null, browserLanguages: ['RU'] })).toBe('ru')
  })

  it('reads the POSIX form a system may report (en_US) like a language tag', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['en_US'] })).toBe('en')
    expect(resolveLanguage({ stored: null, browserLanguages: ['de_AT.UTF-8'] })).toBe('de')
  })

  it.each([['C'], [''], ['x-garbage'], ['-'], ['_'], ['C.UTF-8']])('passes over %j, which names no language, without throwing', (odd) => {
    expect(resolveLanguage({ stored: null, browserLanguages: [odd] })).toBe('lv')
    expect(resolveLanguage({ stored: null, browserLanguages: [odd, 'ru-RU'] })).toBe('ru')
  })

  it('survives a browser that reports no language at all', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: [undefined as unknown as string] })).toBe('lv')
    expect(resolveLanguage({ stored: 'et', browserLanguages: [] })).toBe('et')
  })

  it('falls back to Latvian when nothing matches', () => {
    expect(resolveLanguage({ stored: null, browserLanguages: ['fr-FR', 'ja'] })).toBe('lv')
    expect(resolveLanguage({ stored: null, browserLanguages: [] })).toBe('lv')
  })
})

describe('the stored language', () => {
  it('is read from amigo-language', () => {
    expect(languageStorageKey).toBe('amigo-language')
    expect(readStoredLanguage(() => storageHolding('de'))).toBe('de')
    expect(readStoredLanguage(() => storageHolding(null))).toBeNull()
  })

  it('reads as nothing when storage is missing or throws', () => {
    expect(readStoredLanguage(() => undefined)).toBeNull()
    expect(readStoredLanguage(throwingStorage)).toBeNull()
    const storageThatThrowsOnRead = { ...storageHolding('ru'), getItem: () => { throw new Error('blocked') } }
    expect(readStoredLanguage(() => storageThatThrowsOnRead)).toBeNull()
  })

  it('is written under amigo-language, and a throwing storage is tolerated', () => {
    const storage = storageHolding(null)
    storeLanguage(() => storage, 'et')
    expect(storage.getItem('amigo-language')).toBe('et')
    expect(() => storeLanguage(throwingStorage, 'et')).not.toThrow()
    const fullStorage = { ...storageHolding(null), setItem: () => { throw new DOMException('full', 'QuotaExceededError') } }
    expect(() => storeLanguage(() => fullStorage, 'et')).not.toThrow()
  })
})
