import { useLingui } from '@lingui/react/macro'
import { closedDays, openingHours, weekdays, type Weekday } from '../../../content/openingHours'
import { formatDayRange, formatTime } from '../../../i18n/formatHours'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './OpeningHoursList.css'

/**
 * The closed days in the order the restaurant's week meets them, as runs of consecutive days:
 * Sunday and Monday read "Sun–Mon", not "Mon–Sun".
 */
function closedRuns(): Weekday[][] {
  const lastOpenDay = openingHours.flatMap((period) => period.days).reduce((last, day) => Math.max(last, weekdays.indexOf(day)), -1)
  const fromWeekStart = (day: Weekday) => (weekdays.indexOf(day) - lastOpenDay + weekdays.length) % weekdays.length
  const ordered = closedDays.toSorted((a, b) => fromWeekStart(a) - fromWeekStart(b))
  const runs: Weekday[][] = []
  for (const day of ordered) {
    const run = runs[runs.length - 1]
    const previous = run?.[run.length - 1]
    if (run && previous && fromWeekStart(day) === fromWeekStart(previous) + 1) run.push(day)
    else runs.push([day])
  }
  return runs
}

/** The week's opening hours, one line per run of days, the closed days last. */
export function OpeningHoursList() {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  return (
    <dl className={styles.list}>
      {openingHours.map((period) => (
        <div key={period.days.join()} className={styles.row}>
          <dt>{formatDayRange(i18n, period.days, 'entryStart')}</dt>
          <dd className={styles.hours}>{`${formatTime(language, period.opens)}–${formatTime(language, period.closes)}`}</dd>
        </div>
      ))}
      {closedRuns().map((days) => (
        <div key={days.join()} className={styles.row}>
          <dt>{formatDayRange(i18n, days, 'entryStart')}</dt>
          <dd className={styles.closed}>{t({ message: 'Closed', comment: 'Visit page, opening hours: beside the days the restaurant does not open (e.g. "Sun–Mon"). Terms: Closed — see the glossary in docs/translating.md.' })}</dd>
        </div>
      ))}
    </dl>
  )
}
