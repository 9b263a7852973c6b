import { select } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { Weekday } from '../../../content/openingHours'
import { openingStatus, type OpeningStatus } from '../../../hours/openingStatus'
import type { Schedule } from '../../../hours/schedule'
import { useOpeningStatus } from '../../../hours/useOpeningStatus'
import { formatDayMonth } from '../../../i18n/formatDate'
import { formatTime } from '../../../i18n/formatTime'
import { dotWithFirstPart } from '../../../i18n/noBreak'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './OpeningStatusBadge.css'

interface OpeningStatusBadgeProps {
  /** The week's hours and the exceptions the page was built with (`scheduleFrom`), as JSON carries them. */
  schedule: Schedule
  /** `compact` in the header (on the night blue, no taller than its line), `regular` on a page. @default 'regular' */
  size?: 'regular' | 'compact'
  /** A fixed moment to judge instead of the live clock (stories). @default the live clock, once the page is hydrated */
  now?: Date
}

/**
 * "Open now · until 02:00" or "Closed · opens Tuesday at 17:00", in Riga time. The prerendered page
 * cannot know the visitor's moment: the badge's box is held empty until hydration, then filled, so
 * nothing moves. Plain text, not a live region: it is not news worth announcing on every page load.
 */
export function OpeningStatusBadge({ schedule, size = 'regular', now }: OpeningStatusBadgeProps) {
  const live = useOpeningStatus(schedule)
  const status = now ? openingStatus(now, schedule) : live
  const text = dotWithFirstPart(useStatusText(status))
  const tone = !status ? undefined : status.state === 'closed' ? 'closed' : status.closingSoon ? 'closingSoon' : 'open'
  return (
    // Empty until the status is known: tests and styles find the box either way.
    <span className={styles.slot[size]} data-opening-status={tone ?? ''}>
      {status && tone && (
        <span className={`${styles.badge[size]} ${styles.tone[size][tone]}`}>
          <span className={styles.dot} aria-hidden="true" data-state-marker="status dot" />
          {text}
        </span>
      )}
    </span>
  )
}

function useStatusText(status: OpeningStatus | null): string {
  const { t } = useLingui()
  const language = useLanguage()
  if (!status) return ''
  if (status.state === 'open') {
    const time = formatTime(language, status.closes.time)
    return status.closingSoon
      ? t({ message: `Closing soon · until ${time}`, comment: 'Opening status within the last hour before closing; {time} is the closing time, e.g. 23:00' })
      : t({ message: `Open now · until ${time}`, comment: 'Opening status while the restaurant is open; {time} is the closing time, e.g. 02:00' })
  }
  const time = formatTime(language, status.opens.time)
  if (status.opensToday) {
    return t({ message: `Closed · opens today at ${time}`, comment: 'Opening status before opening on a day the restaurant opens; {time} is e.g. 17:00. Terms: Closed — see the glossary in docs/translating.md.' })
  }
  if (!status.opensThisWeek) {
    const date = formatDayMonth(language, status.opens.date)
    return t({
      message: `Closed · opens ${date} at ${time}`,
      comment:
        'Opening status when the restaurant stays closed for more than a week (holidays, changed hours): {date} is the day it opens again, short, as your language writes it (Latvian "2. janv.", Russian "2 янв.", Finnish "2.1."), and {time} e.g. 17:00. Word it like "Closed · opens Tuesday at 17:00". Terms: Closed — see the glossary in docs/translating.md.',
    })
  }
  const weekday: Weekday = status.opens.day
  // One sentence per day rather than a day's name put into a sentence: each language inflects the
  // day where it stands (Russian "во вторник", Finnish "tiistaina").
  return t({
    message: select(weekday, {
      mon: `Closed · opens Monday at ${time}`,
      tue: `Closed · opens Tuesday at ${time}`,
      wed: `Closed · opens Wednesday at ${time}`,
      thu: `Closed · opens Thursday at ${time}`,
      fri: `Closed · opens Friday at ${time}`,
      sat: `Closed · opens Saturday at ${time}`,
      sun: `Closed · opens Sunday at ${time}`,
      other: `Closed · opens at ${time}`,
    }),
    comment:
      'Opening status on a closed day: the next day the restaurant opens, and {time} (e.g. 17:00). One sentence per weekday: give the day the form your language needs there (Russian "во вторник", Finnish "tiistaina", Latvian "otrdien"); keep the keys mon … sun and other. Terms: Closed — see the glossary in docs/translating.md.',
  })
}
