import * as v from 'valibot'
import { count, date, described, entry, flag, id, line, listOf, text } from './fields.ts'
import { textRoles } from './textRoles.ts'

export const reviewSchema = entry({
  id: id({ en: 'Name of the entry', lv: 'Ieraksta nosaukums', hint: 'Small letters and hyphens, unique, e.g. laura-m' }),
  author: line({ en: 'Guest', lv: 'Viesis', hint: 'First name and the initial of the family name, as the guest signed' }),
  rating: count({ en: 'Stars', lv: 'Zvaigznes' }, { min: 1, max: 5 }),
  date: date({ en: 'Written on', lv: 'Rakstīts' }),
  source: v.optional(line({ en: 'Where it was written', lv: 'Kur rakstīts', hint: 'e.g. Google, Tripadvisor' })),
  text: text({ en: 'Review', lv: 'Atsauksme', hint: 'In English; the translators put it into the other languages' }, textRoles.review, 'Visit page: a guest’s review. Translate it as a guest would write it, simply and warmly. Keep dish names as on the menu.', { long: true }),
  placeholder: v.optional(flag({ en: 'Sample review', lv: 'Parauga atsauksme', hint: 'Shown, never put in search results; remove once real reviews are here' })),
})

/** src/content/data/reviews.json: a few of the guests' reviews, shown on the visit page. */
export const reviewsFileSchema = entry({
  reviews: listOf(reviewSchema, { en: 'Reviews shown', lv: 'Rādītās atsauksmes' }, { label: { en: 'review', lv: 'atsauksmi' }, summary: '{{fields.author}} · {{fields.date}}' }),
})

/** src/content/data/rating.json: the guests' rating, on its own because every page's structured data and several islands read it. */
export const ratingFileSchema = entry({
  average: described(v.pipe(v.number('is not a number'), v.minValue(1, 'is below 1'), v.maxValue(5, 'is above 5')), { label: { en: 'Average stars', lv: 'Vidējais vērtējums', hint: 'e.g. 4.6' }, widget: 'number' }),
  reviewCount: count({ en: 'Number of reviews', lv: 'Atsauksmju skaits' }, { min: 0, max: 1_000_000 }),
})

export type RatingFile = v.InferOutput<typeof ratingFileSchema>

export type Review = v.InferOutput<typeof reviewSchema>
export type ReviewsFile = v.InferOutput<typeof reviewsFileSchema>
