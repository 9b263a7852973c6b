import { useId } from 'react'
import { useLingui } from '@lingui/react'
import { hoursExceptions, type HoursException } from '../../../content/openingHours'
import { addDays, rigaToday } from '../../../hours/calendar'
import { datedGroup, fortnight, shownBetween } from '../../../hours/datedParts'
import { exceptionLines, specialHoursHeading } from '../../../hours/formatExceptions'
import { undecidedLines } from '../../../hours/undecidedLines'
import { holidaysFrom } from '../../../hours/contentSchedule'
import type { HolidayFact } from '../../../hours/liveLine'
import * as hoursStyles from '../OpeningHoursList/OpeningHoursList.css'
import * as styles from './HoursExceptions.css'
import { DatedPartsScript } from '../DatedPartsScript/DatedPartsScript'

interface HoursExceptionsProps {
  /** As the week's hours above it (../OpeningHoursList/OpeningHoursList.tsx). @default 'timetable' */
  look?: 'timetable' | 'columns'
  /** @default 'day' */
  tone?: 'day' | 'night'
  /** `fortnight`: those of the next 14 days (home, footer); `all`: every one announced (the visit page). @default 'fortnight' */
  reach?: 'fortnight' | 'all'
  /** @default the content's (src/content/data/hours.json) */
  exceptions?: readonly HoursException[]
  /** Riga's date the page is built on: what shows without scripts. @default today */
  today?: string
  /** The public holidays whose hours are not decided: "hours may differ" on their days. @default the content's, from `today`, judged by `exceptions` */
  holidays?: readonly HolidayFact[]
}

/**
 * The days whose hours differ from the week's, under the week's hours: "24.–26. dec. Slēgts". The
 * build writes every one not yet over, each marked with the days it shows on, and the head's script
 * keeps to the visitor's day (../../../hours/datedParts.ts). Nothing when none is announced.
 */
export function HoursExceptions({ look = 'timetable', tone = 'day', reach = 'fortnight', exceptions = hoursExceptions, today = rigaToday(), holidays = holidaysFrom(today, undefined, exceptions) }: HoursExceptionsProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  const lines = [...exceptionLines(i18n, exceptions, today), ...undecidedLines(i18n, holidays, today)].toSorted((a, b) => a.from.localeCompare(b.from))
  if (!lines.length) return null
  const shown = lines.map((line) => shownBetween(today, reach === 'all' ? undefined : addDays(line.from, -fortnight), line.to))
  return (
    <div {...{ [datedGroup]: '' }} hidden={shown.every((entry) => entry.hidden)} className={styles.group}>
      <p id={headingId} className={styles.heading({ tone })}>
        {i18n._(specialHoursHeading)}
      </p>
      <dl aria-labelledby={headingId} className={hoursStyles.list({ look })}>
        {lines.map((line, index) => (
          <div key={line.from} {...shown[index]} className={`${hoursStyles.row({ look })} ${styles.entry}`}>
            <dt className={styles.date}>{line.days}</dt>
            <dd className={`${line.isClosed || line.isUndecided ? hoursStyles.closed({ tone }) : hoursStyles.hours({ look })} ${look === 'timetable' ? styles.timetableHours : ''}`}>
              {line.hours}
              {line.reason && <span className={styles.reason({ tone })}>{line.reason}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <DatedPartsScript />
    </div>
  )
}
