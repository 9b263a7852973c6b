import { useLingui } from '@lingui/react'
import { rigaToday } from '../../../hours/calendar'
import { liveLineFacts } from '../../../hours/contentSchedule'
import { liveLineDataId } from '../../../hours/datedParts'
import { liveLineTimeline } from '../../../hours/liveLineTimeline'

/**
 * The page's one copy of the live line's timeline (src/hours/liveLineTimeline.ts), before every place
 * that shows the line: data, not a script the browser runs. Only in a built page: Storybook writes
 * each line in place.
 */
export function LiveLineData({ today = rigaToday() }: { today?: string }) {
  const { i18n } = useLingui()
  if (!import.meta.env.SSR) return null
  // "<" escaped: the words cannot end the script element early.
  const json = JSON.stringify(liveLineTimeline(i18n, liveLineFacts(today), today)).replaceAll('<', '\\u003c')
  return <script type="application/json" id={liveLineDataId} dangerouslySetInnerHTML={{ __html: json }} />
}
