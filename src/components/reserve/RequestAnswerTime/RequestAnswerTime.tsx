import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import * as styles from './RequestAnswerTime.css'

interface RequestAnswerTimeProps {
  /** How soon the house answers a written request (src/content/data/reservations.json). */
  minutes: number
  className?: string
}

/** When the house answers a written request, and what to do if it does not: said after the ways to send it. */
export function RequestAnswerTime({ minutes, className = '' }: RequestAnswerTimeProps) {
  const { t } = useLingui()
  return (
    <p className={`${styles.answer} ${className}`}>
      {t({
        message: plural(minutes, {
          one: 'We answer a written request within # minute while we are open, or within # minute of opening. No answer by then? Please call us.',
          other: 'We answer a written request within # minutes while we are open, or within # minutes of opening. No answer by then? Please call us.',
        }),
        comment: 'Table request, under the ways to send it: when the restaurant answers a chat or an e-mail; # is a number of minutes, e.g. 60. Terms: form of address — see the glossary in docs/translating.md.',
      })}
    </p>
  )
}
