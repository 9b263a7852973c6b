import type { Restaurant, WithContext } from 'schema-dts'
import { address, email, geo, phone, rating, restaurantName, socialProfile } from '../content/business'
import { openingHours, type Weekday } from '../content/openingHours'
import { siteOrigin } from '../content/site'
import type { Language } from '../i18n/languages'
import { siteIcons } from './siteIcons'
import { shareImagePath } from './shareCards'

const schemaDay = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const satisfies Record<Weekday, string>

/** The one node every page describes; other nodes (the menu, a post, breadcrumbs) point to it. */
export const restaurantId = `${siteOrigin}/#restaurant`

/** The menu's node id in a language: the restaurant's `hasMenu` points to it, the menu page defines it. */
export const menuId = (language: Language) => `${siteOrigin}/${language}/menu#menu`

/**
 * schema.org Restaurant from the business facts, as every page carries it. Hours that pass midnight
 * are written as schema.org and search engines expect: `closes` earlier than `opens` on the same day.
 */
export function restaurantData(language: Language): WithContext<Restaurant> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': restaurantId,
    name: restaurantName,
    url: `${siteOrigin}/${language}/`,
    telephone: phone.e164,
    email,
    servesCuisine: 'Mexican',
    priceRange: '€€',
    currenciesAccepted: 'EUR',
    paymentAccepted: 'Cash, Credit Card',
    acceptsReservations: true,
    sameAs: [socialProfile.url],
    image: `${siteOrigin}${shareImagePath(language, 'home')}`,
    logo: `${siteOrigin}${siteIcons.large}`,
    hasMenu: { '@id': menuId(language) },
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.street,
      addressLocality: address.city,
      postalCode: address.postcode,
      addressCountry: address.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: geo.latitude, longitude: geo.longitude },
    openingHoursSpecification: openingHours.map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: period.days.map((day) => schemaDay[day]),
      opens: period.opens,
      closes: period.closes,
    })),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.reviewCount,
      bestRating: rating.best,
      worstRating: rating.worst,
    },
  }
}
