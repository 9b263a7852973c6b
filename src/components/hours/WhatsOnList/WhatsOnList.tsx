import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { datedEvents as contentDated, weeklyEvents as contentWeekly, type DatedEvent, type WeeklyEvent } from '../../../content/whatsOn'
import { rigaToday } from '../../../hours/calendar'
import { datedGroup, shownBetween } from '../../../hours/datedParts'
import { formatDays } from '../../../hours/formatHours'
import { type Schedule } from '../../../hours/schedule'
import { scheduleFrom } from '../../../hours/contentSchedule'
import { comingEvenings, weekProgramme } from '../../../hours/whatsOn'
import { comingUpHeading, eventKindNames, eventTime } from '../../../hours/whatsOnTexts'
import { formatDayMonth } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './WhatsOnList.css'
import { DatedPartsScript } from '../DatedPartsScript/DatedPartsScript'

interface WhatsOnListProps {
  /** Riga's date the page is built on. @default today */
  today?: string
  /** @default the content's hours, from `today` */
  schedule?: Schedule
  /** @default the content's (src/content/data/evenings.json) */
  weekly?: readonly WeeklyEvent[]
  /** @default the content's */
  dated?: readonly DatedEvent[]
}

/**
 * What is on, as the visit page lists it: every week's evenings by their days ("Thu  Karaoke / from
 * 21:00"), then the single evenings announced, by date, each gone the day after (the page's script).
 */
export function WhatsOnList({ today = rigaToday(), schedule = scheduleFrom(today), weekly = contentWeekly, dated = contentDated }: WhatsOnListProps) {
  const { i18n } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  const programme = weekProgramme(schedule, weekly)
  const coming = comingEvenings(schedule, today, dated)
  return (
    <>
      <dl className={styles.list}>
        {programme.map(({ days, event }) => (
          <div key={`${event.kind} ${days.join()}`} className={styles.row}>
            <dt className={styles.days}>{formatDays(i18n, days, 'entryStart')}</dt>
            <dd className={styles.what}>
              <span className={styles.name}>{i18n._(eventKindNames[event.kind])}</span>
              <span className={styles.time}>{eventTime(i18n, event)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {coming.length > 0 && (
        <div {...{ [datedGroup]: '' }} className={styles.group}>
          <p id={headingId} className={styles.heading}>
            {i18n._(comingUpHeading)}
          </p>
          <dl aria-labelledby={headingId} className={styles.list}>
            {coming.map((event) => (
              <div key={`${event.date} ${event.kind} ${event.starts}`} {...shownBetween(today, undefined, event.date)} className={styles.row}>
                <dt className={styles.days}>{formatDayMonth(language, event.date)}</dt>
                <dd className={styles.what}>
                  <span className={styles.name}>{i18n._(eventKindNames[event.kind])}</span>
                  <span className={styles.time}>{eventTime(i18n, event)}</span>
                </dd>
              </div>
            ))}
          </dl>
          <DatedPartsScript />
        </div>
      )}
    </>
  )
}
