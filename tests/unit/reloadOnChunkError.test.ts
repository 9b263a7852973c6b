import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { askServerFor, failedModuleOf, isChunkLoadError, leaveNoticeMs, recoverFromFailedModule, registerReloadOnChunkError, reloadMemoryMs, reloadOnce } from '../../src/startup/reloadOnChunkError'

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
    // A later deploy names its modules anew (their names carry a hash of their content).
    const laterMissingModule = new TypeError('Failed to fetch dynamically imported module: https://amigo.lv/assets/menu-def.js')
    expect(reloadOnce(laterMissingModule, reload, 1_000_000 + reloadMemoryMs)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(2)
  })

  it("marks the module as tried for the router's own reload, so the visitor gets one reload and not two", () => {
    const items = stubStorage()
    reloadOnce(missingModule, vi.fn<() => void>(), 1_000_000)
    expect(items.get(`tanstack_router_reload:${missingModule.message}`)).toBe('1')
  })

  it('counts a reload the router made for the same module as the attempt', () => {
    const items = stubStorage()
    items.set(`tanstack_router_reload:${missingModule.message}`, '1')
    const reload = vi.fn<() => void>()
    expect(reloadOnce(missingModule, reload, 1_000_000)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
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

describe('failedModuleOf', () => {
  it.each([
    ['Chromium', 'Failed to fetch dynamically imported module: https://amigo.lv/assets/menu-abc.js', 'https://amigo.lv/assets/menu-abc.js'],
    ['Firefox', 'error loading dynamically imported module: http://localhost:4173/assets/react-DUJ5t0UY.js', 'http://localhost:4173/assets/react-DUJ5t0UY.js'],
    ['Vite, for a stylesheet', 'Unable to preload CSS for /assets/remaining-BK.css', '/assets/remaining-BK.css'],
  ])('reads the address %s names', (_, message, address) => {
    expect(failedModuleOf(new TypeError(message), '/assets/client-2.js')).toBe(address)
  })

  it("takes the page's own script when the engine names none (Safari)", () => {
    expect(failedModuleOf(new TypeError('Importing a module script failed.'), '/assets/client-2.js')).toBe('/assets/client-2.js')
    expect(failedModuleOf(new TypeError('Importing a module script failed.'), undefined)).toBeUndefined()
  })
})

const answering = (answer: () => Promise<Response>) => vi.fn<typeof fetch>(answer)

describe('askServerFor', () => {
  it('says gone when the server answers 404 or 410, asking past every cache', async () => {
    const request = answering(async () => new Response(null, { status: 404 }))
    await expect(askServerFor('/assets/a.js', request)).resolves.toBe('gone')
    expect(request).toHaveBeenCalledWith('/assets/a.js', { method: 'HEAD', cache: 'no-store' })
    await expect(askServerFor('/assets/a.js', answering(async () => new Response(null, { status: 410 })))).resolves.toBe('gone')
  })

  it('says there while the module is still there, or the server fails otherwise', async () => {
    await expect(askServerFor('/assets/a.js', answering(async () => new Response(null, { status: 200 })))).resolves.toBe('there')
    await expect(askServerFor('/assets/a.js', answering(async () => new Response(null, { status: 503 })))).resolves.toBe('there')
  })

  it('says unreachable when the request itself fails: the visitor is leaving (the browser cancels it) or offline', async () => {
    await expect(askServerFor('/assets/a.js', answering(async () => Promise.reject(new DOMException('aborted', 'AbortError'))))).resolves.toBe('unreachable')
    await expect(askServerFor('/assets/a.js', answering(async () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'))))).resolves.toBe('unreachable')
  })
})

describe('recoverFromFailedModule', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reloads once when the server no longer has the module', async () => {
    stubStorage()
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404 }))
    const reload = vi.fn<() => void>()
    await expect(recoverFromFailedModule(missingModule, reload)).resolves.toBe('reloading')
    await expect(recoverFromFailedModule(missingModule, reload)).resolves.toBe('failed')
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("never reloads while the module is still on the server: the visitor's own navigation aborted it", async () => {
    stubStorage()
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }))
    const reload = vi.fn<() => void>()
    const aborted = new TypeError('error loading dynamically imported module: http://localhost/assets/react-1.js')
    await expect(recoverFromFailedModule(aborted, reload)).resolves.toBe('failed')
    vi.stubGlobal('fetch', async () => Promise.reject(new DOMException('aborted', 'AbortError')))
    await expect(recoverFromFailedModule(aborted, reload)).resolves.toBe('left')
    expect(reload).not.toHaveBeenCalled()
  })

  it('says left when the page is left just after the failure, as WebKit cuts its imports short first', async () => {
    vi.useFakeTimers()
    const listeners = new Map<string, () => void>()
    vi.stubGlobal('addEventListener', (type: string, listener: () => void) => listeners.set(type, listener))
    registerReloadOnChunkError('https://amigo.lv/assets/client-1.js')
    stubStorage()
    vi.stubGlobal('fetch', async () => new Response(null, { status: 200 }))
    const outcome = recoverFromFailedModule(new TypeError('Importing a module script failed.'))
    await vi.advanceTimersByTimeAsync(leaveNoticeMs / 2)
    listeners.get('pagehide')?.()
    await vi.advanceTimersByTimeAsync(leaveNoticeMs)
    await expect(outcome).resolves.toBe('left')
    // Brought back from the browser's cache: a failure then is one again.
    listeners.get('pageshow')?.()
    const later = recoverFromFailedModule(new TypeError('Importing a module script failed.'))
    await vi.advanceTimersByTimeAsync(leaveNoticeMs)
    await expect(later).resolves.toBe('failed')
    vi.useRealTimers()
  })
})
