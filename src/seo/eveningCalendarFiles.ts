import { i18n } from '@lingui/core'
import { addressLine, restaurantName } from '../content/business'
import { dataMessage } from '../content/dataMessage'
import { textRoles } from '../content/schema/textRoles'
import { siteOrigin } from '../content/site'
import { weeklyEvents, type WeeklyEvent } from '../content/whatsOn'
import { addDays, rigaToday } from '../hours/calendar'
import { scheduleFrom } from '../hours/contentSchedule'
import { eveningsOfEvent } from '../hours/whatsOn'
import { eventDescription, eventKindNames } from '../hours/whatsOnTexts'
import { activateLanguage } from '../i18n/catalogs'
import { languages, sourceLanguage } from '../i18n/languages'
import { calendarDays, eveningCalendar, eveningCalendarPath } from './eveningCalendar'

/** What a card says of its evening, for its calendar file: the owner's words, or the site's line about the kind. */
export const eveningAbout = (event: Pick<WeeklyEvent, 'kind' | 'description'>) =>
  event.description ? i18n._(dataMessage(event.description, textRoles.eveningDescription)) : eventDescription(i18n, event.kind)

/**
 * Build only: the calendar file of every weekly evening of the coming `calendarDays`, in each
 * language, for scripts/site/build.ts to write where the cards link (./eveningCalendar.ts).
 */
export async function eveningCalendarFiles(today: string = rigaToday(), stamp: Date = new Date()): Promise<{ path: string; body: string }[]> {
  const schedule = scheduleFrom(today)
  const host = new URL(siteOrigin).host
  const files: { path: string; body: string }[] = []
  for (const language of languages) {
    await activateLanguage(language)
    for (const event of weeklyEvents) {
      for (const { date, occurrence } of eveningsOfEvent(event, schedule, today, addDays(today, calendarDays - 1))) {
        if (!occurrence) continue
        const body = eveningCalendar({
          occurrence,
          uid: `${event.id}-${date}@${host}`,
          summary: `${i18n._(eventKindNames[event.kind])} · ${restaurantName}`,
          description: eveningAbout(event),
          location: `${restaurantName}, ${addressLine}`,
          url: `${siteOrigin}/${language}/`,
          stamp,
          placeholder: occurrence.placeholder,
        })
        files.push({ path: eveningCalendarPath(language, event.id, date), body })
      }
    }
  }
  await activateLanguage(sourceLanguage)
  return files
}
