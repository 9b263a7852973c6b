import { useEffect, useState } from 'react'
import { msUntilStatusChanges, openingStatus, restaurantTimeZone, type OpeningStatus } from './openingStatus'
import type { Schedule } from './schedule'

/** Re-check at least this often: timers stall while a laptop sleeps or a tab is frozen. */
const longestWait = 60_000

const sameStatus = (a: OpeningStatus | null, b: OpeningStatus) => JSON.stringify(a) === JSON.stringify(b)

/**
 * The restaurant's opening status under a schedule, kept current while the page stays open. Null
 * on the server and during hydration, so the prerendered HTML and the first client render agree.
 */
export function useOpeningStatus(schedule: Schedule, timeZone = restaurantTimeZone): OpeningStatus | null {
  const [status, setStatus] = useState<OpeningStatus | null>(null)

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const update = () => {
      clearTimeout(timer)
      const now = new Date()
      const next = openingStatus(now, schedule, timeZone)
      setStatus((previous) => (sameStatus(previous, next) ? previous : next))
      timer = setTimeout(update, Math.min(msUntilStatusChanges(now, schedule, timeZone), longestWait))
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
  }, [schedule, timeZone])

  return status
}
