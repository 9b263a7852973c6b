import { useLingui } from '@lingui/react/macro'
import { homeReasons } from '../../../content/home'
import { HomeSection } from '../HomeSection/HomeSection'
import { ReasonCard } from '../ReasonCard/ReasonCard'
import * as styles from './WhyChooseUs.css'

/** "Why choose us": the specification's three cards, authentic, quality and atmosphere. */
export function WhyChooseUs() {
  const { t } = useLingui()
  return (
    <HomeSection
      heading={t({ message: 'Why choose us', comment: 'Home page: heading of the three cards on what makes the restaurant special. Terms: form of address — see the glossary in docs/translating.md.' })}
      lead={t({ message: 'A little piece of Mexico in the centre of Riga.', comment: 'Home page: line under "Why choose us"' })}
    >
      <ul className={styles.cards}>
        {homeReasons.map((reason) => (
          <li key={reason} className={styles.item}>
            <ReasonCard reason={reason} />
          </li>
        ))}
      </ul>
    </HomeSection>
  )
}
