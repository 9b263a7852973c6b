import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { addressLine } from '../../../content/business'
import { container } from '../../../design/recipes.css'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { OpeningHoursList } from '../../visit/OpeningHoursList/OpeningHoursList'
import * as styles from './ComeVisit.css'

/** The invitation at the end of a story: the address, the opening hours and the way to the visit page. */
export function ComeVisit() {
  const { t } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={container}>
      <div className={styles.card}>
        <div className={styles.invitation}>
          <h2 id={headingId} className={styles.heading}>
            {t({ message: 'Come and visit us', comment: 'Heading of the invitation with address and opening hours (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.' })}
          </h2>
          <p className={styles.lead}>
            {t({
              message: 'Bring your friends, your appetite and your best karaoke voice. We will keep a seat warm for you.',
              comment: 'Text under "Come and visit us" (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.',
            })}
          </p>
          <div className={styles.actions}>
            <ButtonLink to="/$lang/visit" params={{ lang: language }} size="lg">
              <Icon name="pin" />
              {t({ message: 'How to find us', comment: 'Link from the "Come and visit us" block to the visit page (address, map, parking)' })}
            </ButtonLink>
            <ButtonLink to="/$lang/menu" params={{ lang: language }} variant="onNight" size="lg">
              {t({ message: 'See the menu', comment: 'Link from the "Come and visit us" block to the menu page. Terms: form of address — see the glossary in docs/translating.md.' })}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.facts}>
          <p className={styles.fact}>
            <Icon name="pin" className={styles.icon} />
            <span>
              <span className={styles.factLabel}>{t({ message: 'Address', comment: 'Label above the street address in the "Come and visit us" block' })}</span>
              <span className={styles.address}>{addressLine}</span>
            </span>
          </p>
          <div className={styles.fact}>
            <Icon name="clock" className={styles.icon} />
            <div>
              <p className={styles.factLabel}>{t({ message: 'Opening hours', comment: 'Label above the opening hours in the "Come and visit us" block' })}</p>
              <OpeningHoursList look="columns" tone="night" />
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
