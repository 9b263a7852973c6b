import { describe, expect, it } from 'vitest'
import { chromaticModes, committedPictures, longTextOnPhone } from '../../.storybook/modes'
import { languages, sourceLanguage } from '../../src/i18n/languages'
import { runsOf, type Run } from '../storybook/storyPlan'

/** A run as a short line: `en day 1280 played → id.png`. */
const describeRun = (run: Run) => `${run.language} ${run.theme} ${run.viewport.width} ${run.played ? 'played' : 'shown again'}${run.picture ? ` → ${run.picture}` : ''}`
const otherLanguages = languages.filter((language) => language !== sourceLanguage)

describe('the runs of a story in the built Storybook', () => {
  it('plays a story that pins nothing in English for its pictures, then in Latvian and the pseudo-locale', () => {
    expect(runsOf('a--b', {}).map(describeRun)).toEqual([
      'en day 1280 played → a--b.png',
      'en night 1280 shown again → a--b--night.png',
      'lv day 1280 played',
      'pseudo day 1280 played',
    ])
  })

  it('plays a page-level story once more on a phone, and pictures it there by day and at night', () => {
    expect(runsOf('a--b', { page: true }).map(describeRun).slice(-2)).toEqual(['en day 390 played → a--b--phone.png', 'en night 390 shown again → a--b--night-phone.png'])
    expect(runsOf('a--b', { page: true }).filter((run) => run.played).map((run) => `${run.language} ${run.viewport.width}`)).toEqual(['en 1280', 'lv 1280', 'pseudo 1280', 'en 390'])
  })

  it('plays a story pinned to a language once, pictured in that language only', () => {
    expect(runsOf('a--b', { language: 'fi', viewport: 'phone' }).map(describeRun)).toEqual(['fi day 390 played → a--b.png'])
  })

  it('pictures the night at 390 and 1280 px only, and not for a story pinned to a theme', () => {
    expect(committedPictures({ viewport: 'tablet' })).toEqual([{ language: sourceLanguage, theme: 'day', viewport: 'tablet' }])
    expect(committedPictures({ viewport: 'phone' }).map((picture) => picture.theme)).toEqual(['day', 'night'])
    expect(committedPictures({ theme: 'day' }).map((picture) => picture.theme)).toEqual(['day'])
    expect(committedPictures({ theme: 'night' }).map((picture) => picture.theme)).toEqual(['night'])
  })

  it('keeps only the runs with a picture when the baselines are updated', () => {
    expect(runsOf('a--b', {}, true).map(describeRun)).toEqual(['en day 1280 played → a--b.png', 'en night 1280 shown again → a--b--night.png'])
  })
})

describe('what Chromatic captures', () => {
  it('captures a long-text story in the six languages besides English at 390 px, which no committed picture holds', () => {
    const modes = chromaticModes({ longText: true, viewport: 'phone' })
    expect(Object.values(modes)).toEqual(otherLanguages.map((language) => ({ language, theme: 'day', viewport: 390 })))
    const committed = committedPictures({ longText: true, viewport: 'phone' })
    expect(committed.some((picture) => picture.language !== sourceLanguage)).toBe(false)
    // The preview's own modes (Latvian and night at 1280 px) switched off, as Chromatic merges them in.
    expect(longTextOnPhone.parameters.chromatic).toEqual({ modes: { 'lv 1280': { disable: true }, 'en night 1280': { disable: true }, ...modes } })
  })

  it('captures every other story at its width in Latvian by day and in English at night, for designers to review', () => {
    expect(chromaticModes({})).toEqual({ 'lv 1280': { language: 'lv', theme: 'day', viewport: 1280 }, 'en night 1280': { language: 'en', theme: 'night', viewport: 1280 } })
    expect(Object.keys(chromaticModes({ page: true }))).toEqual(['lv 1280', 'en night 1280'])
  })

  it('keeps what a story pins: its language by day and at night, no night when it pins a theme', () => {
    expect(chromaticModes({ language: 'fi', viewport: 'phone' })).toEqual({ 'fi 390': { language: 'fi', theme: 'day', viewport: 390 }, 'fi night 390': { language: 'fi', theme: 'night', viewport: 390 } })
    expect(Object.keys(chromaticModes({ theme: 'night' }))).toEqual(['lv 1280'])
  })
})
