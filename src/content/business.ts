/**
 * Amigo's business facts, each written once. Pages, structured data, stories and tests read them
 * from here. Values marked PLACEHOLDER are redacted in the specification: the owner sets the real
 * ones here (docs/owner.md, "Changing facts") and rebuilds.
 */

export const restaurantName = 'Amigo'

/** PLACEHOLDER: the reservation phone, in Latvian format. */
export const phone = {
  display: '+371 2000 0000',
  /** E.164, for `tel:` links and structured data. */
  e164: '+37120000000',
} as const

/** PLACEHOLDER: the public e-mail address, on a reserved `.example` domain. */
export const email = 'hola@amigo-riga.example'

/** PLACEHOLDER: the social profile that "follow us" and the social buttons open. */
export const socialProfile = {
  network: 'Instagram',
  handle: '@amigo.riga',
  url: 'https://www.instagram.com/amigo.riga/',
} as const

/** The messaging chat of the mobile reserve button, built from the phone number. */
export const chatUrl = `https://wa.me/${phone.e164.replace('+', '')}`

export const address = {
  /** PLACEHOLDER: the street and number; the specification gives only the city and postcode. */
  street: 'Tērbatas iela 2',
  city: 'Rīga',
  postcode: 'LV-1011',
  country: 'LV',
} as const

/** The address on one line, in the order Latvian post writes it: "Tērbatas iela 2, Rīga, LV-1011". */
export const addressLine = `${address.street}, ${address.city}, ${address.postcode}`

/** Map centre and marker (docs/decisions/0036-facts-written-once.md: 56.95, 24.13). */
export const geo = { latitude: 56.95, longitude: 24.13 } as const

export const rating = {
  average: 4.6,
  reviewCount: 183,
  best: 5,
  worst: 1,
} as const

export const copyrightYear = 2025

/** The public origin the site is served from; builds override it with `SITE_ORIGIN`. */
export const placeholderOrigin = 'https://amigo-riga.example'
