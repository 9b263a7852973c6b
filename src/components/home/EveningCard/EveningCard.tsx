import { useLingui } from '@lingui/react/macro'
import { dataMessage } from '../../../content/dataMessage'
import { eveningPhoto, type Picture as PictureContent } from '../../../content/pictures'
import { textRoles } from '../../../content/schema/textRoles'
import type { EventKind, WeeklyEvent } from '../../../content/whatsOn'
import { addDays } from '../../../hours/calendar'
import { datedGroup, shownBetween, tonightAttributes } from '../../../hours/datedParts'
import { formatDays } from '../../../hours/formatHours'
import type { Schedule } from '../../../hours/schedule'
import { eveningsOfEvent, tonightEntries, weekProgramme } from '../../../hours/whatsOn'
import { eventKindNames, eventTime, tonightLabel } from '../../../hours/whatsOnTexts'
import { formatDayMonth } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { calendarDays } from '../../../seo/eveningCalendar'
import { Icon, type IconName } from '../../controls/Icon/Icon'
import { Picture } from '../../controls/Picture/Picture'
import { EveningActions } from '../EveningActions/EveningActions'
import * as styles from './EveningCard.css'

/** The drawing of each kind of evening. */
export const eventKindIcons: Record<EventKind, IconName> = {
  karaoke: 'mic',
  liveMusic: 'music',
  happyHour: 'cocktail',
  dancing: 'sparkle',
  match: 'screen',
  tasting: 'shotGlass',
}

/** How many days before a cancelled evening its card says so: a week, so a weekly evening's card says it from the one before. */
const cancelledNoticeDays = 6

interface EveningCardProps {
  event: WeeklyEvent
  /** Riga's date the page is built on. */
  today: string
  schedule: Schedule
  /** @default the owner's photograph of it (src/content/photos/), if any */
  photo?: PictureContent | undefined
}

/**
 * One evening of every week on the home page: its photograph (else its drawing), name, days and
 * times, the owner's words, "Not on 24 Dec" from a week before a closed day cancels it, "Tonight"
 * on its evening, and the ways to come: book it, put it in a calendar (../EveningActions/).
 */
export function EveningCard({ event, today, schedule, photo = event.picture && event.pictureAlt ? eveningPhoto(event.picture, event.pictureAlt) : undefined }: EveningCardProps) {
  const { i18n, t } = useLingui()
  const language = useLanguage()
  const evenings = eveningsOfEvent(event, schedule, today, addDays(today, calendarDays - 1))
  const cancelled = evenings.filter(({ occurrence }) => !occurrence).map(({ date }) => ({ date, ...shownBetween(today, addDays(date, -cancelledNoticeDays), date) }))
  return (
    <article className={styles.card} data-picture={photo ? '' : undefined}>
      {photo ? (
        <div className={styles.photo}>
          <Picture picture={photo} />
        </div>
      ) : (
        <Icon name={eventKindIcons[event.kind]} size="1.75rem" className={styles.icon} />
      )}
      <div className={styles.heading}>
        <h3 className={styles.name}>{i18n._(eventKindNames[event.kind])}</h3>
        <p className={styles.times}>
          {weekProgramme(schedule, [event]).map(({ days, event: usual }) => (
            <span key={days.join()} className={styles.when}>
              <span className={styles.part}>{formatDays(i18n, days, 'entryStart')}</span> <span className={styles.part}>{eventTime(i18n, usual)}</span>
            </span>
          ))}
        </p>
      </div>
      {event.description && <p className={styles.description}>{i18n._(dataMessage(event.description, textRoles.eveningDescription))}</p>}
      {cancelled.length > 0 && (
        <ul {...{ [datedGroup]: '' }} hidden={cancelled.every((shown) => shown.hidden)} className={styles.cancelled}>
          {cancelled.map(({ date: isoDate, ...shown }) => {
            const date = formatDayMonth(language, isoDate)
            return (
              <li key={isoDate} {...shown} className={styles.cancelledDate}>
                {t({ message: `Not on ${date}`, comment: 'What is on, on an evening’s card (karaoke, live music…): that week’s evening does not take place, as the restaurant is closed that day (a holiday); {date} is the date, e.g. 24 Dec.' })}
              </li>
            )
          })}
        </ul>
      )}
      <EveningActions event={event} evenings={evenings} today={today} schedule={schedule} />
      {tonightEntries(schedule, today, { weekly: [event], dated: [] }).map((entry) => (
        <span key={entry.on.join()} {...tonightAttributes(entry)} hidden className={styles.tonight}>
          {i18n._(tonightLabel)}
        </span>
      ))}
    </article>
  )
}
