import { afterEach, expect, it, vi } from 'vitest'
import { warmIntl } from '../../src/startup/warmIntl'

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

it('makes each first use of Intl in a task of its own, in the page language', async () => {
  // Tasks run only when the test says so.
  const tasks: (() => void)[] = []
  vi.stubGlobal('setTimeout', (task: () => void) => tasks.push(task))
    const uses: string[] = []
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation((locales) => (uses.push(`supportedLocalesOf ${String(locales)}`), []))
  vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (locale) {
    uses.push(`NumberFormat ${String(locale)}`)
    return { format: () => '' } as unknown as Intl.NumberFormat
  })
  vi.spyOn(Intl, 'PluralRules').mockImplementation(function (locale) {
    uses.push(`PluralRules ${String(locale)}`)
    return { select: () => 'one' } as unknown as Intl.PluralRules
  })
  vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (locale) {
    uses.push(`DateTimeFormat ${String(locale)}`)
    return { format: () => '' } as unknown as Intl.DateTimeFormat
  })
  const runNextTask = async () => {
    tasks.shift()?.()
    await new Promise<void>((resolve) => queueMicrotask(resolve))
  }

  const warmed = warmIntl('lv')
  expect(uses).toEqual(['supportedLocalesOf lv'])
  await runNextTask()
  expect(uses).toEqual(['supportedLocalesOf lv', 'NumberFormat lv'])
  await runNextTask()
  expect(uses).toEqual(['supportedLocalesOf lv', 'NumberFormat lv', 'PluralRules lv'])
  await runNextTask()
  expect(uses).toEqual(['supportedLocalesOf lv', 'NumberFormat lv', 'PluralRules lv', 'DateTimeFormat lv'])
  await runNextTask()
  await expect(warmed).resolves.toBeUndefined()
  expect(tasks).toEqual([])
})

it.each([['C'], [''], ['en_US'], ['x-garbage']])('never throws, whatever the browser reports as its language (%j)', async (reported) => {
  vi.stubGlobal('navigator', { language: reported, languages: [] })
  await expect(warmIntl('fi')).resolves.toBeUndefined()
})

it('skips a first use that throws and makes the others', async () => {
  vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
    throw new RangeError('Incorrect locale information provided')
  })
  const plural = vi.spyOn(Intl, 'PluralRules')
  await expect(warmIntl('lv')).resolves.toBeUndefined()
  expect(plural).toHaveBeenCalledWith('lv')
})

it('skips a page language the engine cannot use', async () => {
  await expect(warmIntl('not a tag')).resolves.toBeUndefined()
})
