import { useLingui } from '@lingui/react'
import { openingHours, type OpeningPeriod } from '../../../content/openingHours'
import { openingHoursLines } from '../../../hours/formatHours'
import * as styles from './OpeningHoursList.css'

interface OpeningHoursListProps {
  /** `timetable` on the visit page, `columns` where the hours sit beside other facts. */
  look?: 'timetable' | 'columns'
  /** The ground it stands on: `night` inside the night-blue footer and invitation cards. */
  tone?: 'day' | 'night'
  /** @default the content's (src/content/data/hours.json) */
  hours?: readonly OpeningPeriod[]
}

/** The week's opening hours, one line per run of days, the closed days last. */
export function OpeningHoursList({ look = 'timetable', tone = 'day', hours = openingHours }: OpeningHoursListProps) {
  const { i18n } = useLingui()
  return (
    <dl className={styles.list({ look })}>
      {openingHoursLines(i18n, hours).map((line) => (
        <div key={line.days} className={styles.row({ look })}>
          <dt>{line.days}</dt>
          <dd className={line.isClosed ? styles.closed({ tone }) : styles.hours({ look })}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
