import { useLingui } from '@lingui/react'
import { reasonCopy, type HomeReason } from '../../../content/home'
import { ReasonIllustration } from '../ReasonIllustration/ReasonIllustration'
import * as styles from './ReasonCard.css'

/** One reason to come: a small drawing, a title and a sentence or two. */
export function ReasonCard({ reason }: { reason: HomeReason }) {
  const { i18n } = useLingui()
  const copy = reasonCopy[reason]
  return (
    <article className={styles.card}>
      <ReasonIllustration reason={reason} />
      <h3 className={styles.title}>{i18n._(copy.title)}</h3>
      <p className={styles.text}>{i18n._(copy.text)}</p>
    </article>
  )
}
