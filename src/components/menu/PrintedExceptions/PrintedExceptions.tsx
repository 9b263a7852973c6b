import { useLingui } from '@lingui/react'
import { hoursExceptions, type HoursException } from '../../../content/openingHours'
import { addDays, rigaToday } from '../../../hours/calendar'
import { datedGroup, fortnight, shownBetween } from '../../../hours/datedParts'
import { exceptionLines, specialHoursHeading } from '../../../hours/formatExceptions'
import { DatedPartsScript } from '../../hours/DatedPartsScript/DatedPartsScript'
import * as styles from './PrintedExceptions.css'

interface PrintedExceptionsProps {
  /** @default the content's (src/content/data/hours.json) */
  exceptions?: readonly HoursException[]
  /** Riga's date the page is built on. @default today */
  today?: string
}

/**
 * The printed menu's list of the coming fortnight's exceptions, in its header beside the week's
 * hours, as the page shows them (../../hours/HoursExceptions/).
 */
export function PrintedExceptions({ exceptions = hoursExceptions, today = rigaToday() }: PrintedExceptionsProps) {
  const { i18n } = useLingui()
  const lines = exceptionLines(i18n, exceptions, today).map((line) => ({ line, shown: shownBetween(today, addDays(line.from, -fortnight), line.to) }))
  if (!lines.length) return null
  return (
    <p {...{ [datedGroup]: '' }} hidden={lines.every(({ shown }) => shown.hidden)} className={styles.exceptions}>
      <span className={styles.heading}>{i18n._(specialHoursHeading)}</span>
      {lines.map(({ line, shown }) => (
        <span key={line.from} {...shown} className={styles.exception}>
          <strong>{line.days}</strong> {line.hours}
          {line.reason && ` (${line.reason})`}
        </span>
      ))}
      <DatedPartsScript />
    </p>
  )
}
