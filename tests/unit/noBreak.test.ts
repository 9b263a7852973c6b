import { expect, test } from 'vitest'
import { phone } from '../../src/content/business'
import { languages } from '../../src/i18n/languages'
import { dotWithFirstPart, noBreak, timeWithItsWords } from '../../src/i18n/noBreak'
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

test('a time stays with the words either side of it, in every language’s way of writing it', () => {
  expect(timeWithItsWords('Laimīgā stunda līdz plkst. 19:00', '19:00')).toBe('Laimīgā stunda līdz plkst.\u00a019:00')
  expect(timeWithItsWords('Karaoke klo 21.00 alkaen', '21.00')).toBe('Karaoke klo\u00a021.00\u00a0alkaen')
  // The dot of a Finnish time is itself, not any character: "21x00" is not the time.
  expect(timeWithItsWords('klo 21x00 alkaen', '21.00')).toBe('klo 21x00 alkaen')
})
