import { expect, test } from 'vitest'
import { phone } from '../../src/content/business'
import { languages } from '../../src/i18n/languages'
import { dotWithFirstPart, noBreak } from '../../src/i18n/noBreak'
import { translation } from '../catalogText'

test('a phone number put into a sentence has no space a line may break at', () => {
  expect(noBreak(phone.display)).toBe(phone.display.replaceAll(' ', '\u00a0'))
  expect(noBreak(phone.display)).not.toMatch(/ /)
})

// The badge holds the dot to the words before it by finding " · " in the translated status: a
// catalog that wrote the dot another way would let a line start with it again.
test('every language writes the opening status with the spaced dot the badge holds to its first part', () => {
  const statuses = ['Open now · until {time}', 'Closing soon · until {time}', 'Closed · opens today at {time}']
  for (const language of languages) {
    for (const status of statuses) {
      const text = translation(language, status)
      expect(text, `${language}: ${status}`).toContain(' · ')
      expect(dotWithFirstPart(text), `${language}: ${status}`).toMatch(/\S\u00a0· \S/)
    }
  }
})
