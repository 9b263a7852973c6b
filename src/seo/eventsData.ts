import type { I18n } from '@lingui/core'
import type { Event, Graph } from 'schema-dts'
import { address, restaurantName } from '../content/business'
import { datedEvents, weeklyEvents, type DatedEvent, type EventKind, type WeeklyEvent } from '../content/whatsOn'
import { siteOrigin } from '../content/site'
import { addDays, rigaDateTime } from '../hours/calendar'
import { dayMinutes, type Schedule } from '../hours/schedule'
import { scheduleFrom } from '../hours/contentSchedule'
import { comingEvenings, occurrencesBetween, type Occurrence } from '../hours/whatsOn'
import { eventDescription, eventKindNames } from '../hours/whatsOnTexts'

export { rigaDateTime }
import type { Language } from '../i18n/languages'
import { pagePath } from '../content/pages'
import { localizedUrl } from './pageHead'
import { shareImagePath } from './shareCards'

/** How far ahead the weekly evenings are written out as events (a rebuild moves the window on). */
export const eventDays = 28

/**
 * schema.org's type of each kind of evening. The happy hour has none: it is a price, not an event,
 * and Google's event results refuse offers and opening hours dressed as events.
 */
const eventTypes: Record<EventKind, 'MusicEvent' | 'DanceEvent' | 'SocialEvent' | 'FoodEvent' | undefined> = {
  karaoke: 'MusicEvent',
  liveMusic: 'MusicEvent',
  dancing: 'DanceEvent',
  match: 'SocialEvent',
  tasting: 'FoodEvent',
  happyHour: undefined,
}

/** The wall-clock time an occurrence's minute on the line names: its date moves on past midnight. */
const wallOf = (occurrence: Occurrence, minute: number, time: string) => `${addDays(occurrence.date, Math.floor(minute / dayMinutes) - Math.floor(occurrence.start / dayMinutes))}T${time}`

/**
 * The coming evenings as schema.org events at the restaurant, for the visit page: the weekly ones
 * of the next `eventDays` days and every single one announced, as they fit the hours (a closed day
 * has none). Sample times (`placeholder`) are never among them, as sample reviews are never reviews
 * in the data (docs/decisions/0037-placeholders.md).
 */
export function eventsData(
  i18n: I18n,
  language: Language,
  today: string,
  { schedule = scheduleFrom(today), weekly = weeklyEvents, dated = datedEvents }: { schedule?: Schedule; weekly?: readonly WeeklyEvent[]; dated?: readonly DatedEvent[] } = {},
): Graph | undefined {
  const occurrences = [...occurrencesBetween(schedule, today, addDays(today, eventDays - 1), { weekly, dated: [] }), ...comingEvenings(schedule, today, dated)]
    .filter((occurrence) => !occurrence.placeholder && eventTypes[occurrence.kind])
    .toSorted((a, b) => a.start - b.start)
  if (!occurrences.length) return undefined
  const visitUrl = localizedUrl(language, pagePath('visit'))
  const events = occurrences.map(
    (occurrence): Event => ({
      '@type': eventTypes[occurrence.kind]!,
      name: `${i18n._(eventKindNames[occurrence.kind])} · ${restaurantName}`,
      description: eventDescription(i18n, occurrence.kind),
      startDate: rigaDateTime(wallOf(occurrence, occurrence.start, occurrence.starts)),
      endDate: rigaDateTime(wallOf(occurrence, occurrence.end, occurrence.ends)),
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: restaurantName,
        address: { '@type': 'PostalAddress', streetAddress: address.street, addressLocality: address.city, postalCode: address.postcode, addressCountry: address.country },
      },
      organizer: { '@type': 'Organization', name: restaurantName, url: `${siteOrigin}/${language}/` },
      image: [`${siteOrigin}${shareImagePath(language, 'visit')}`],
      url: visitUrl,
    }),
  )
  return { '@context': 'https://schema.org', '@graph': events }
}
