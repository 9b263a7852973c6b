import { useLingui } from '@lingui/react'
import { openingHoursLines } from '../../../i18n/formatHours'
import * as styles from './OpeningHoursList.css'

/** The week's opening hours, one line per run of days, the closed days last. */
export function OpeningHoursList() {
  const { i18n } = useLingui()
  return (
    <dl className={styles.list}>
      {openingHoursLines(i18n).map((line) => (
        <div key={line.days} className={styles.row}>
          <dt>{line.days}</dt>
          <dd className={line.isClosed ? styles.closed : styles.hours}>{line.hours}</dd>
        </div>
      ))}
    </dl>
  )
}
