import { useLingui } from '@lingui/react'
import type { AboutFeature } from '../../../content/about'
import { FeatureIcon } from '../FeatureIcon/FeatureIcon'
import * as styles from './FeatureCard.css'

interface FeatureCardProps {
  feature: AboutFeature
  /** The medallion's colour: the four cards take the four festive colours in turn. @default 'brand' */
  tone?: keyof typeof styles.medallion
}

/** One thing that makes Amigo what it is: a drawing, a title, a line. */
export function FeatureCard({ feature, tone = 'brand' }: FeatureCardProps) {
  const { i18n } = useLingui()
  return (
    <div className={styles.card}>
      <span className={styles.medallion[tone]} data-state-marker="disc">
        <FeatureIcon name={feature.icon} />
      </span>
      <h3 className={styles.title}>{i18n._(feature.title)}</h3>
      <p className={styles.text}>{i18n._(feature.text)}</p>
    </div>
  )
}
