import { useLingui } from '@lingui/react/macro'
import { email, phone, socialProfile } from '../../../content/business'
import { ButtonLabel } from '../../controls/ButtonLabel/ButtonLabel'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import * as styles from './ContactActions.css'

/**
 * The three ways to reach us from a phone in one tap: a table request (a call without JavaScript;
 * the number is right above, and the request offers the call too), write, follow.
 */
export function ContactActions() {
  const { t } = useLingui()
  const network = socialProfile.network
  return (
    <div className={styles.actions}>
      <ReserveTableIsland
        fallback={{
          channel: 'call',
          href: `tel:${phone.e164}`,
          label: t({ message: 'Call us', comment: 'Visit page: button that calls the restaurant’s phone number (where the page runs no script; else it is the table request’s button). Terms: form of address — see the glossary in docs/translating.md.' }),
        }}
        size="lg"
      />
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
