import { useLingui } from '@lingui/react'
import { liveLineAttribute, liveLineWordsAttribute } from '../../../hours/datedParts'
import { liveLineAt, rigaWallMinute, type LiveLineFacts } from '../../../hours/liveLine'
import { liveLineWords, toneOf } from '../../../hours/liveLineWords'
import { DatedPartsScript } from '../DatedPartsScript/DatedPartsScript'
import * as styles from './LiveLine.css'

interface LiveLineProps {
  /** `compact` in the header (on the night blue, one line), `regular` on a page. @default 'regular' */
  size?: 'regular' | 'compact'
  /** A moment and the facts to judge it by, written in place (stories, tests). @default none: the page's script fills the line from the timeline the page carries (../LiveLineData/LiveLineData.tsx) */
  at?: { now: Date; facts: LiveLineFacts }
}

/**
 * The live line: "Open until 02:00 · Karaoke from 21:00", "Closed for the holiday · opens Tue 29 Dec
 * at 17:00". No React in the browser: the build writes the line for every moment once per page, and
 * the line of script at its end shows the visitor's as the parser reaches it, then the head's script
 * keeps it (src/hours/datedParts.ts). Plain text, not a live region: not news worth announcing.
 */
export function LiveLine({ size = 'regular', at }: LiveLineProps) {
  const { i18n } = useLingui()
  const line = at && liveLineAt(at.facts, rigaWallMinute(at.now))
  return (
    <span className={styles.slot[size]} {...{ [liveLineAttribute]: line ? toneOf(line.main) : '' }}>
      <span className={styles.badge[size]}>
        <span className={styles.dot} aria-hidden="true" data-state-marker="status dot" />
        <span className={styles.words[size]} {...{ [liveLineWordsAttribute]: '' }}>
          {line && liveLineWords(i18n, line)}
        </span>
      </span>
      <DatedPartsScript />
    </span>
  )
}
