import { useLingui } from '@lingui/react/macro'
import { signatureDishes } from '../../../content/home'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { HomeSection } from '../HomeSection/HomeSection'
import { SignatureDishCard } from '../SignatureDishCard/SignatureDishCard'
import * as styles from './SignatureDishes.css'

/** The three signature tacos, straight from the menu, and the way to the rest of it. */
export function SignatureDishes() {
  const { t } = useLingui()
  const language = useLanguage()
  return (
    <HomeSection
      tone="sunken"
      heading={t({ message: 'Signature dishes', comment: 'Home page: heading of the three featured dishes' })}
      lead={t({ message: 'Three tacos our kitchen is proud of: a good place to start.', comment: 'Home page: line under "Signature dishes". Terms: tacos — see the glossary in docs/translating.md.' })}
    >
      <ul className={styles.dishes}>
        {signatureDishes.map((dish) => (
          <li key={dish.item.id}>
            <SignatureDishCard dish={dish} />
          </li>
        ))}
      </ul>
      <div className={styles.more}>
        <ButtonLink to="/$lang/menu" params={{ lang: language }} size="lg">
          {t({ message: 'View the whole menu', comment: 'Home page: button under the signature dishes that opens the menu page. Terms: form of address — see the glossary in docs/translating.md.' })}
        </ButtonLink>
      </div>
    </HomeSection>
  )
}
