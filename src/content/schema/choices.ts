// The closed lists the owner's data files choose from. Plain arrays, so that the page's own scripts
// and Node can import them without the schema's library.

/** Days in ISO order, Monday first, as schema.org and `Intl` name them. */
export const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
export type Weekday = (typeof weekdays)[number]

/** Why the hours of a day differ, as the site names it beside the date (each a message, src/hours/formatExceptions.ts). */
export const exceptionReasons = ['publicHoliday', 'privateEvent', 'holidayHours'] as const
export type ExceptionReason = (typeof exceptionReasons)[number]

/** The kinds of evening the site can announce. Adding one needs its name in src/hours/whatsOnTexts.ts. */
export const eventKinds = ['karaoke', 'liveMusic', 'happyHour', 'dancing', 'match', 'tasting'] as const
export type EventKind = (typeof eventKinds)[number]

/** Badges that single out a dish (home page and menu); their words are src/content/menu/dishBadgeLabels.ts. */
export const dishBadges = ['popular', 'chef', 'premium'] as const
export type DishBadge = (typeof dishBadges)[number]

/**
 * The fourteen allergens of Annex II of Regulation (EU) No 1169/2011, in its order: menus number
 * them 1 to 14 so (their names: src/content/menu/allergenNames.ts).
 */
export const allergens = ['gluten', 'crustaceans', 'eggs', 'fish', 'peanuts', 'soybeans', 'milk', 'nuts', 'celery', 'mustard', 'sesame', 'sulphites', 'lupin', 'molluscs'] as const
export type Allergen = (typeof allergens)[number]

/** What the owner chooses for an item with none of the fourteen; an item with no choice has its allergens not given yet. */
export const noAllergens = 'none'

/** Original artwork drawn for the menu (src/content/menu/menuArt.ts). */
export const menuArtNames = ['tacos', 'burrito', 'gringa', 'quesadilla', 'caesar', 'churros', 'cocktail', 'margarita'] as const
export type MenuArtName = (typeof menuArtNames)[number]

/** The chat apps a table request can go through, each composing its own link (src/reservations/). */
export const chatApps = ['whatsapp', 'telegram', 'viber'] as const

/** The places of the site's pictures (src/content/pictures.ts); the owner may put a photograph in any. */
export const pictureSlots = ['hero', 'storefront', 'interior', 'teamChef', 'teamStaff', 'teamBartender', 'tacoAmigo', 'apotitaco', 'tacoPapi', 'worldTable'] as const
export type PictureSlot = (typeof pictureSlots)[number]
