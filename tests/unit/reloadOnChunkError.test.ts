import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { isChunkLoadError, reloadMemoryMs, reloadOnce } from '../../src/loading/reloadOnChunkError'

const refuse = () => {
  throw new DOMException('The operation is insecure.', 'SecurityError')
}

/** A session storage as the browser keeps it, or one that throws as a locked-down browser's does. */
function stubStorage({ throws = false } = {}) {
  const items = new Map<string, string>()
  const sessionStorage = {
    getItem: (key: string) => (throws ? refuse() : (items.get(key) ?? null)),
    setItem: (key: string, value: string) => (throws ? refuse() : void items.set(key, value)),
  }
  vi.stubGlobal('window', { sessionStorage })
  return items
}

const missingModule = new TypeError('Failed to fetch dynamically imported module: https://amigo.lv/assets/menu-abc.js')

describe('reloadOnce', () => {
  beforeEach(() => vi.unstubAllGlobals())
  afterEach(() => vi.unstubAllGlobals())

  it('reloads once, and not again while the attempt is remembered', () => {
    stubStorage()
    const reload = vi.fn<() => void>()
    expect(reloadOnce(missingModule, reload, 1_000_000)).toBe(true)
    expect(reloadOnce(missingModule, reload, 1_000_000 + reloadMemoryMs - 1)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('tries again once the memory of the last attempt has passed (a later deploy)', () => {
    stubStorage()
    const reload = vi.fn<() => void>()
    reloadOnce(missingModule, reload, 1_000_000)
    expect(reloadOnce(missingModule, reload, 1_000_000 + reloadMemoryMs)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("marks the module as tried for the router's own reload, so the visitor gets one reload and not two", () => {
    const items = stubStorage()
    reloadOnce(missingModule, vi.fn<() => void>(), 1_000_000)
    expect(items.get(`tanstack_router_reload:${missingModule.message}`)).toBe('1')
  })

  it('never reloads when storage throws, since it could not remember the attempt', () => {
    stubStorage({ throws: true })
    const reload = vi.fn<() => void>()
    expect(reloadOnce(missingModule, reload, 1_000_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})

describe('isChunkLoadError', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://amigo.lv/assets/a.js'],
    ['Firefox', 'error loading dynamically imported module: https://amigo.lv/assets/a.js'],
    ['Safari', 'Importing a module script failed.'],
    ['Vite, for a stylesheet', 'Unable to preload CSS for /assets/a.css'],
  ])('knows the wording of %s', (_, message) => expect(isChunkLoadError(new TypeError(message))).toBe(true))

  it('leaves other errors to the page', () => expect(isChunkLoadError(new TypeError('Cannot read properties of undefined'))).toBe(false))
})
