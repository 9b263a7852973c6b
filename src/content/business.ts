import contactsFile from './data/contacts.json' with { type: 'json' }
import type { ContactsFile } from './schema/contacts.ts'
import ratingFile from './data/rating.json' with { type: 'json' }
import type { RatingFile } from './schema/reviews.ts'
import { withoutBlanks } from './schema/withoutBlanks.ts'

/**
 * Amigo's business facts, each written once. Pages, structured data, stories and tests read them
 * from here. The contacts are the owner's file, src/content/data/contacts.json (docs/owner.md,
 * "Changing facts"), which its schema checks before every build; the rest is the specification's.
 */

export const restaurantName = 'Amigo'

const contacts = withoutBlanks(contactsFile) as ContactsFile
const guestRating: RatingFile = ratingFile

/** The contacts still marked as samples in the owner's file: the launch check lists them. */
export const placeholderContacts = contacts.placeholders ?? []

/** The reservation phone, in Latvian format. */
export const phone = {
  display: contacts.phone,
  /** E.164, for `tel:` links and structured data. */
  e164: contacts.phone.replace(/\s/g, ''),
} as const

/** The public e-mail address. */
export const email = contacts.email

/** The social profile that "follow us" and the social buttons open. */
export const socialProfile = contacts.social

/** The messaging chat of the mobile reserve button, built from the phone number. */
export const chatUrl = `https://wa.me/${phone.e164.replace('+', '')}`

export const address = {
  street: contacts.street,
  city: 'Rīga',
  postcode: 'LV-1011',
  country: 'LV',
} as const

/** The address on one line, in the order Latvian post writes it: "Tērbatas iela 2, Rīga, LV-1011". */
export const addressLine = `${address.street}, ${address.city}, ${address.postcode}`

/** Map centre and marker (docs/decisions/0036-facts-written-once.md: 56.95, 24.13). */
export const geo = { latitude: 56.95, longitude: 24.13 } as const

export const rating = {
  average: guestRating.average,
  reviewCount: guestRating.count,
  best: 5,
  worst: 1,
} as const

export const copyrightYear = 2025

/** The public origin the site is served from; builds override it with `SITE_ORIGIN`. */
export const placeholderOrigin = 'https://amigo-riga.example'
