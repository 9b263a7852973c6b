import { describe, expect, it } from 'vitest'
import { setupI18n } from '@lingui/core'
import { address, chatUrl, copyrightYear, email, geo, phone, rating } from '../../src/content/business'
import { closedDaysOf, openingHours, weekdays, type Weekday } from '../../src/content/openingHours'
import { blogPosts, findBlogPost } from '../../src/content/blog'
import { carParks } from '../../src/content/visit'
import { formatOpeningPeriod } from '../../src/hours/formatHours'
import { languageInfo, languages } from '../../src/i18n/languages'

/** Whether each day follows the one before it: a period is shown as a range ("Tue–Thu"). */
const consecutive = (days: readonly Weekday[]) => days.slice(1).every((day, index) => (weekdays.indexOf(day) - weekdays.indexOf(days[index]!) + 7) % 7 === 1)

// The specification's facts (rating, postcode, map point, dates) are written out on purpose:
// changing one of them here is changing the specification (docs/owner.md, "Changing facts").
describe('the business facts', () => {
  // Shapes, not values: the owner sets the hours (docs/owner.md, "Changing facts"), and every test reads them.
  it('give opening hours the status logic and the pages can read: runs of days of the week and 24-hour times', () => {
    const time = /^([01]\d|2[0-3]):[0-5]\d$/
    const problems = openingHours.flatMap((period) =>
      [
        period.days.length === 0 && 'no days',
        !period.days.every((day) => weekdays.includes(day)) && 'a day that is not one of mon … sun',
        !consecutive(period.days) && 'days that do not follow one another',
        !time.test(period.opens) && 'an opening time that is not "HH:MM"',
        !time.test(period.closes) && 'a closing time that is not "HH:MM"',
      ]
        .filter(Boolean)
        .map((problem) => `${JSON.stringify(period)}: ${problem}`),
    )
    expect(openingHours.length).toBeGreaterThan(0)
    expect(problems).toEqual([])
  })

  it('close the days no period opens on, a night past midnight not counting for the next day', () => {
    expect(closedDaysOf([{ days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' }, { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' }])).toEqual(['mon', 'sun'])
    expect(closedDaysOf([{ days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opens: '12:00', closes: '22:00' }])).toEqual([])
    expect(closedDaysOf([])).toEqual(['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'])
  })

  it('rate 4.6 from 183 reviews', () => {
    expect(rating.average).toBe(4.6)
    expect(rating.reviewCount).toBe(183)
  })

  it('count about 354 spaces in the public car park', () => {
    expect(carParks.find((carPark) => carPark.id === 'public')?.spaces).toBe(354)
  })

  it('place the restaurant in central Riga, LV-1011, at 56.95, 24.13', () => {
    expect(address.postcode).toBe('LV-1011')
    expect(geo).toEqual({ latitude: 56.95, longitude: 24.13 })
  })

  // Shapes, not values: the owner replaces the placeholders (docs/owner.md, "Changing facts").
  it('write the contact details in shapes the links need', () => {
    expect(phone.e164).toMatch(/^\+371\d{8}$/)
    expect(phone.display.replace(/\s/g, '')).toBe(phone.e164)
    expect(email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/)
    expect(chatUrl).toBe(`https://wa.me/${phone.e164.slice(1)}`)
  })

  it('date the copyright 2025', () => {
    expect(copyrightYear).toBe(2025)
  })

  // The owner replaces the draft post (docs/owner.md, "Blog posts"): what holds of any post, not the draft's own facts.
  it('give every blog post an address of its own, a calendar date and a reading time', () => {
    expect(blogPosts.length).toBeGreaterThan(0)
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length)
    for (const post of blogPosts) {
      expect(post.id).toMatch(/^[a-z\d]+(?:-[a-z\d]+)*$/)
      expect(new Date(`${post.date}T12:00:00Z`).toISOString().slice(0, 10)).toBe(post.date)
      expect(post.readMinutes).toBeGreaterThan(0)
      expect(findBlogPost(post.id)).toBe(post)
    }
    expect(findBlogPost('no-such-post')).toBeUndefined()
  })
})

describe('the seven languages', () => {
  it('are listed with their own names and Open Graph locales', () => {
    expect(languages.map((language) => [language, languageInfo[language].nativeName, languageInfo[language].ogLocale])).toEqual([
      ['lv', 'Latviešu', 'lv_LV'],
      ['es', 'Español', 'es_MX'],
      // The specification lists en_US; the English is British (docs/decisions/0034-british-english.md).
      ['en', 'English', 'en_GB'],
      ['ru', 'Русский', 'ru_RU'],
      ['de', 'Deutsch', 'de_DE'],
      ['et', 'Eesti', 'et_EE'],
      ['fi', 'Suomi', 'fi_FI'],
    ])
  })

  it('write the opening hours as day ranges with 24-hour times', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
    // Hours of the test's own: the content's are the owner's to change.
    const hours = [
      { days: ['tue', 'wed', 'thu'], opens: '17:00', closes: '23:00' },
      { days: ['fri', 'sat'], opens: '17:00', closes: '02:00' },
    ] as const
    expect(hours.map((period) => formatOpeningPeriod(i18n, period, 'entryStart'))).toEqual(['Tue–Thu 17:00–23:00', 'Fri–Sat 17:00–02:00'])
  })
})
