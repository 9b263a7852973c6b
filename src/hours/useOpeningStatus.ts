import { useEffect, useState } from 'react'
import { openingHours, type OpeningPeriod } from '../content/openingHours'
import { msUntilStatusChanges, openingStatus, restaurantTimeZone, type OpeningStatus } from './openingStatus'

/** Re-check at least this often: timers stall while a laptop sleeps or a tab is frozen. */
const longestWait = 60_000

const sameStatus = (a: OpeningStatus | null, b: OpeningStatus) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The restaurant's opening status, kept current while the page stays open. Null on the server
 * and during hydration, so the prerendered HTML and the first client render agree.
 */
export function useOpeningStatus(hours: readonly OpeningPeriod[] = openingHours, timeZone = restaurantTimeZone): OpeningStatus | null {
  const [status, setStatus] = useState<OpeningStatus | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      const now = new Date()
      const next = openingStatus(now, hours, timeZone)
      setStatus((previous) => (sameStatus(previous, next) ? previous : next))
      timer = setTimeout(update, Math.min(msUntilStatusChanges(now, hours, timeZone), longestWait))
    }
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') update()
    }
    update()
    document.addEventListener('visibilitychange', onVisibilityChange)
    return () => {
      clearTimeout(timer)
      document.removeEventListener('visibilitychange', onVisibilityChange)
    }
  }, [hours, timeZone])

  return status
}
