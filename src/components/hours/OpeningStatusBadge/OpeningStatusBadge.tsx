import { useLingui } from '@lingui/react'
import { openingStatus, type OpeningStatus } from '../../../hours/openingStatus'
import type { Schedule } from '../../../hours/schedule'
import { useOpeningStatus } from '../../../hours/useOpeningStatus'
import { openingStatusWords } from '../../../hours/openingStatusWords'
import { dotWithFirstPart } from '../../../i18n/noBreak'
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
  const { i18n } = useLingui()
  return status ? openingStatusWords(i18n, status) : ''
}
