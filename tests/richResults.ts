/**
 * What Google's rich results require of the structured data we write, as its Search Central
 * documentation lists it (local business: special hours; events), checked on plain JSON so that
 * unit tests and tests of the built pages share it. Each problem names the field. An Event needs a
 * name, a start with its time zone and a place with its postal address; what it recommends
 * (an end, the status, the attendance mode, the organiser, an image, a link) we write too.
 */

type Json = Record<string, unknown>

const dateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?[+-]\d{2}:\d{2}$/
const date = /^\d{4}-\d{2}-\d{2}$/
const time = /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/
const absolute = (value: unknown) => typeof value === 'string' && value.startsWith('https://')

export function eventProblems(event: Json): string[] {
  const problems: string[] = []
  if (typeof event.name !== 'string' || !event.name.trim()) problems.push('name: missing')
  if (typeof event.startDate !== 'string' || !dateTime.test(event.startDate)) problems.push(`startDate: ${String(event.startDate)} is no date and time with its offset`)
  if (event.endDate !== undefined && (typeof event.endDate !== 'string' || !dateTime.test(event.endDate) || Date.parse(event.endDate) <= Date.parse(String(event.startDate)))) {
    problems.push(`endDate: ${String(event.endDate)} is no date and time after the start`)
  }
  const location = event.location as Json | undefined
  const address = location?.address as Json | undefined
  if (location?.['@type'] !== 'Place' || typeof location.name !== 'string') problems.push('location: no Place with a name')
  if (address?.['@type'] !== 'PostalAddress' || !address.streetAddress || !address.addressLocality || !address.addressCountry) problems.push('location.address: no full PostalAddress')
  if (event.eventStatus !== 'https://schema.org/EventScheduled') problems.push(`eventStatus: ${String(event.eventStatus)}`)
  if (event.eventAttendanceMode !== 'https://schema.org/OfflineEventAttendanceMode') problems.push(`eventAttendanceMode: ${String(event.eventAttendanceMode)}`)
  const organizer = event.organizer as Json | undefined
  if (!organizer?.name || !absolute(organizer.url)) problems.push('organizer: no name and https url')
  if (!Array.isArray(event.image) || !event.image.every(absolute)) problems.push('image: no https image')
  if (!absolute(event.url)) problems.push('url: not https')
  return problems
}

/** A special opening hours entry: its first and last day, and its hours (both "00:00" for closed all day). */
export function specialHoursProblems(entry: Json): string[] {
  const problems: string[] = []
  if (entry['@type'] !== 'OpeningHoursSpecification') problems.push(`@type: ${String(entry['@type'])}`)
  if (typeof entry.validFrom !== 'string' || !date.test(entry.validFrom)) problems.push(`validFrom: ${String(entry.validFrom)}`)
  if (typeof entry.validThrough !== 'string' || !date.test(entry.validThrough) || entry.validThrough < String(entry.validFrom)) problems.push(`validThrough: ${String(entry.validThrough)}`)
  if (typeof entry.opens !== 'string' || !time.test(entry.opens)) problems.push(`opens: ${String(entry.opens)}`)
  if (typeof entry.closes !== 'string' || !time.test(entry.closes)) problems.push(`closes: ${String(entry.closes)}`)
  if (entry.dayOfWeek !== undefined) problems.push('dayOfWeek: a dated entry names no weekday')
  return problems
}
