import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { datedEvents as contentDated, weeklyEvents as contentWeekly, type DatedEvent, type WeeklyEvent } from '../../../content/whatsOn'
import { addDays, rigaToday } from '../../../hours/calendar'
import { datedGroup, fortnight, shownBetween } from '../../../hours/datedParts'
import { type Schedule } from '../../../hours/schedule'
import { scheduleFrom } from '../../../hours/contentSchedule'
import { comingEvenings } from '../../../hours/whatsOn'
import { comingUpHeading, eventWords, whatsOnHeading, whatsOnLead } from '../../../hours/whatsOnTexts'
import { formatDayMonth } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { EveningCard } from '../EveningCard/EveningCard'
import { HomeSection } from '../HomeSection/HomeSection'
import * as styles from './WhatsOnSection.css'
import { DatedPartsScript } from '../../hours/DatedPartsScript/DatedPartsScript'
import { EventWords } from '../../hours/EventWords/EventWords'

interface WhatsOnSectionProps {
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
 * The home page's "Evenings at Amigo": a card for each evening of the week, marked "Tonight" on its
 * evening by the page's script, and the single evenings of the coming fortnight. Nothing when no
 * evening is announced.
 */
export function WhatsOnSection({ today = rigaToday(), schedule = scheduleFrom(today), weekly = contentWeekly, dated = contentDated }: WhatsOnSectionProps) {
  const { i18n } = useLingui()
  const language = useLanguage()
  const comingId = useId()
  const coming = comingEvenings(schedule, today, dated)
  const shownComing = coming.map((event) => shownBetween(today, addDays(event.date, -fortnight), event.date))
  if (!weekly.length && !coming.length) return null
  return (
    <HomeSection heading={i18n._(whatsOnHeading)} lead={i18n._(whatsOnLead)}>
      <ul className={styles.cards}>
        {weekly.map((event) => (
          <li key={event.id}>
            <EveningCard event={event} today={today} schedule={schedule} />
          </li>
        ))}
      </ul>
      {coming.length > 0 && (
        <div {...{ [datedGroup]: '' }} hidden={shownComing.every((shown) => shown.hidden)} className={styles.coming}>
          <h3 id={comingId} className={styles.comingHeading}>
            {i18n._(comingUpHeading)}
          </h3>
          <dl aria-labelledby={comingId} className={styles.comingList}>
            {coming.map((event, index) => (
              <div key={`${event.date} ${event.kind} ${event.starts}`} {...shownComing[index]} className={styles.comingRow}>
                <dt className={styles.comingDate}>{formatDayMonth(language, event.date)}</dt>
                <dd className={styles.comingWhat}>
                  <EventWords words={eventWords(i18n, event)} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      )}
      <DatedPartsScript />
    </HomeSection>
  )
}
