import { useId } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import type { AboutFeature } from '../../../content/about'
import { container } from '../../../design/recipes.css'
import { FeatureCard } from '../FeatureCard/FeatureCard'
import * as styles from './FeatureList.css'

const tones = ['brand', 'marigold', 'agave', 'night'] as const

interface FeatureListProps {
  heading: MessageDescriptor
  features: readonly AboutFeature[]
}

/** The about page's feature cards under their heading: one column on phones, four on wide screens. */
export function FeatureList({ heading, features }: FeatureListProps) {
  const { i18n } = useLingui()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.band}>
      <div className={container}>
        <h2 id={headingId} className={styles.heading}>
          {i18n._(heading)}
        </h2>
        <ul className={styles.grid}>
          {features.map((feature, index) => (
            <li key={feature.id} className={styles.item}>
              <FeatureCard feature={feature} tone={tones[index % tones.length]} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
