import { useId } from 'react'
import { useLingui } from '@lingui/react'
import type { DatedEvent, WeeklyEvent } from '../../../content/whatsOn'
import { rigaToday } from '../../../hours/calendar'
import { beforeStart, datedGroup, sinceStart, tonightAttributes } from '../../../hours/datedParts'
import { type Schedule } from '../../../hours/schedule'
import { scheduleFrom } from '../../../hours/contentSchedule'
import { tonightEntries } from '../../../hours/whatsOn'
import { eventWords, tonightLabel } from '../../../hours/whatsOnTexts'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './TonightAtAmigo.css'
import { DatedPartsScript } from '../DatedPartsScript/DatedPartsScript'
import { EventWords } from '../EventWords/EventWords'

interface TonightAtAmigoProps {
  /** Riga's date the page is built on. @default today */
  today?: string
  /** The hours the evenings fit in. @default the content's, from `today` */
  schedule?: Schedule
  /** @default the content's (src/content/data/evenings.json) */
  weekly?: readonly WeeklyEvent[]
  /** @default the content's */
  dated?: readonly DatedEvent[]
}

/**
 * "Tonight: Karaoke from 21:00", beside the opening status. The build writes every evening it could
 * be, hidden; the page's script shows tonight's, within the hours the status follows, and drops each
 * once it is over (../../../hours/datedParts.ts). Without scripts it stays hidden, as the status does.
 */
export function TonightAtAmigo({ today = rigaToday(), schedule = scheduleFrom(today), weekly, dated }: TonightAtAmigoProps) {
  const { i18n } = useLingui()
  const labelId = useId()
  const entries = tonightEntries(schedule, today, { ...(weekly && { weekly }), ...(dated && { dated }) })
  if (!entries.length) return null
  return (
    <div {...{ [datedGroup]: '' }} hidden className={styles.tonight}>
      <Icon name="music" size="1.1em" className={styles.icon} />
      <div className={styles.body}>
        <p id={labelId} className={styles.label}>
          {i18n._(tonightLabel)}
        </p>
        <ul aria-labelledby={labelId} className={styles.list}>
          {entries.map((entry) => {
            const words = eventWords(i18n, entry.event)
            return (
              <li key={`${entry.event.kind} ${entry.on.join()}`} {...tonightAttributes(entry)} hidden className={styles.entry}>
                <span {...{ [beforeStart]: '' }}>
                  <EventWords words={words} />
                </span>
                <span {...{ [sinceStart]: '' }} hidden>
                  {words.since}
                </span>
              </li>
            )
          })}
        </ul>
      </div>
      <DatedPartsScript />
    </div>
  )
}
