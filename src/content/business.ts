import contactsFile from './data/contacts.json' with { type: 'json' }
import type { ContactsFile } from './schema/contacts.ts'
import ratingFile from './data/rating.json' with { type: 'json' }
import type { RatingFile } from './schema/reviews.ts'

/**
 * Amigo's business facts, each written once. Pages, structured data, stories and tests read them
 * from here. The contacts are the owner's file, src/content/data/contacts.json (docs/owner.md,
 * "Changing facts"), which its schema checks before every build; the rest is the specification's.
 */

export const restaurantName = 'Amigo'

// Derived values are made by calls the bundler may drop where nobody reads them (an island's chunk).
function chatLink(e164: string): string {
  return `https://wa.me/${e164.replace('+', '')}`
}
function onScale(stars: RatingFile): RatingFile & { best: 5; worst: 1 } {
  return { ...stars, best: 5, worst: 1 }
}

// Every field but the list of samples is required, so the editor leaves no blank here to read past.
const contacts: ContactsFile = contactsFile as ContactsFile

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
export const chatUrl = /* @__PURE__ */ chatLink(phone.e164)

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

/** The guests' stars and how many reviews they come from (the owner's file), on schema.org's scale of 1 to 5. */
export const rating = /* @__PURE__ */ onScale(ratingFile)

export const copyrightYear = 2025

/** The public origin the site is served from; builds override it with `SITE_ORIGIN`. */
export const placeholderOrigin = 'https://amigo-riga.example'
