import { useLingui } from '@lingui/react/macro'
import { email, phone, socialProfile } from '../../../content/business'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './ContactActions.css'

/** The three ways to reach us from a phone in one tap: call, write, follow. */
export function ContactActions() {
  const { t } = useLingui()
  const network = socialProfile.network
  return (
    <div className={styles.actions}>
      <ExternalButtonLink href={`tel:${phone.e164}`} size="lg">
        <Icon name="phone" size="1.1em" />
        {t({ message: 'Call us', comment: 'Visit page: button that calls the restaurant’s phone number. Terms: form of address — see the glossary in docs/translating.md.' })}
      </ExternalButtonLink>
      <ExternalButtonLink href={`mailto:${email}`} variant="secondary" size="lg">
        <Icon name="mail" size="1.1em" />
        {t({ message: 'E-mail us', comment: 'Visit page: button that opens a new e-mail to the restaurant. Terms: form of address — see the glossary in docs/translating.md.' })}
      </ExternalButtonLink>
      <ExternalButtonLink href={socialProfile.url} newTab variant="secondary" size="lg">
        <ButtonLabel
          icon={<Icon name="instagram" size="1.1em" />}
          text={t({ message: `Follow us on ${network}`, comment: 'Visit page: button that opens the restaurant’s social media profile in a new tab; {network} is e.g. Instagram. Terms: form of address — see the glossary in docs/translating.md.' })}
          value={network}
        />
      </ExternalButtonLink>
    </div>
  )
}
