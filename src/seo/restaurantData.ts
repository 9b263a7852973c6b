import type { OpeningHoursSpecification, Restaurant, WithContext } from 'schema-dts'
import { address, email, geo, phone, rating, restaurantName, socialProfile } from '../content/business'
import { hoursExceptions, openingHours, type HoursException, type Weekday } from '../content/openingHours'
import { rigaToday } from '../hours/calendar'
import { exceptionSpan } from '../hours/schedule'
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
 * The exceptions not over on `today`, as schema.org's special opening hours: each its first and
 * last day (`validFrom`, `validThrough`), and its hours, or for a closed day opens and closes both
 * "00:00", the form Google's rich results read as closed all day (schema.org's own, leaving both
 * out, they do not). A rebuild refreshes them; the pages' lists drop a past one by themselves.
 */
export function specialOpeningHours(exceptions: readonly HoursException[] = hoursExceptions, today = rigaToday()): OpeningHoursSpecification[] {
  return exceptions
    .map((exception) => ({ exception, ...exceptionSpan(exception) }))
    .filter(({ to }) => to >= today)
    .toSorted((a, b) => a.from.localeCompare(b.from))
    .map(({ exception, from, to }) => ({
      '@type': 'OpeningHoursSpecification',
      validFrom: from,
      validThrough: to,
      opens: exception.closed ? '00:00' : exception.opens,
      closes: exception.closed ? '00:00' : exception.closes,
    }))
}

/**
 * schema.org Restaurant from the business facts, as every page carries it. Hours that pass midnight
 * are written as schema.org and search engines expect: `closes` earlier than `opens` on the same day.
 */
export function restaurantData(language: Language): WithContext<Restaurant> {
  const special = specialOpeningHours()
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
    ...(special.length ? { specialOpeningHoursSpecification: special } : {}),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.reviewCount,
      bestRating: rating.best,
      worstRating: rating.worst,
    },
  }
}
