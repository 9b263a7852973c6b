import { useId } from 'react'
import { useLingui } from '@lingui/react'
import type { EventKind } from '../../../content/whatsOn'
import { datedEvents as contentDated, weeklyEvents as contentWeekly, type DatedEvent, type WeeklyEvent } from '../../../content/whatsOn'
import { addDays, rigaToday } from '../../../hours/calendar'
import { datedGroup, fortnight, shownBetween, tonightAttributes } from '../../../hours/datedParts'
import { formatDays } from '../../../hours/formatHours'
import { type Schedule } from '../../../hours/schedule'
import { scheduleFrom } from '../../../hours/contentSchedule'
import { comingEvenings, tonightEntries, weekProgramme } from '../../../hours/whatsOn'
import { comingUpHeading, eventKindNames, eventTime, eventWords, tonightLabel, whatsOnHeading, whatsOnLead } from '../../../hours/whatsOnTexts'
import { formatDayMonth } from '../../../i18n/formatDate'
import { useLanguage } from '../../../i18n/useLanguage'
import { Icon, type IconName } from '../../controls/Icon/Icon'
import { HomeSection } from '../HomeSection/HomeSection'
import * as styles from './WhatsOnSection.css'
import { DatedPartsScript } from '../../hours/DatedPartsScript/DatedPartsScript'
import { EventWords } from '../../hours/EventWords/EventWords'

/** The drawing of each kind of evening. */
export const eventKindIcons: Record<EventKind, IconName> = {
  karaoke: 'mic',
  liveMusic: 'music',
  happyHour: 'cocktail',
  dancing: 'sparkle',
  match: 'screen',
  tasting: 'shotGlass',
}

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
            <article className={styles.card}>
              <Icon name={eventKindIcons[event.kind]} size="1.75rem" className={styles.icon} />
              <h3 className={styles.name}>{i18n._(eventKindNames[event.kind])}</h3>
              <p className={styles.times}>
                {weekProgramme(schedule, [event]).map(({ days, event: usual }) => (
                  <span key={days.join()}>
                    <span className={styles.part}>{formatDays(i18n, days, 'entryStart')} ·</span> <span className={styles.part}>{eventTime(i18n, usual)}</span>
                  </span>
                ))}
              </p>
              {tonightEntries(schedule, today, { weekly: [event], dated: [] }).map((entry) => (
                <span key={entry.on.join()} {...tonightAttributes(entry)} hidden className={styles.tonight}>
                  {i18n._(tonightLabel)}
                </span>
              ))}
            </article>
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
