import { address, email, geo, phone, rating, restaurantName, socialProfile } from '../content/business'
import { openingHours, type Weekday } from '../content/openingHours'
import { siteOrigin } from '../content/site'

const schemaDay: Record<Weekday, string> = {
  mon: 'https://schema.org/Monday',
  tue: 'https://schema.org/Tuesday',
  wed: 'https://schema.org/Wednesday',
  thu: 'https://schema.org/Thursday',
  fri: 'https://schema.org/Friday',
  sat: 'https://schema.org/Saturday',
  sun: 'https://schema.org/Sunday',
}

/** schema.org Restaurant from the business facts; pages add what they know (`hasMenu`). */
export function restaurantData(extra: Record<string, unknown> = {}) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': `${siteOrigin}/#restaurant`,
    name: restaurantName,
    url: siteOrigin,
    telephone: phone.e164,
    email,
    servesCuisine: 'Mexican',
    priceRange: '€€',
    acceptsReservations: true,
    sameAs: [socialProfile.url],
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
    ...extra,
  }
}
