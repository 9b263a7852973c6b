import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ContactActions } from '../ContactActions/ContactActions'
import { ContactFact, EmailLink, PhoneLink, PostalAddress } from '../ContactFact/ContactFact'
import { LiveLine } from '../../hours/LiveLine/LiveLine'
import { CopyAddressIsland } from '../CopyAddressButton/CopyAddressIsland'
import { HoursExceptions } from '../../hours/HoursExceptions/HoursExceptions'
import { OpeningHoursList } from '../../hours/OpeningHoursList/OpeningHoursList'
import { TonightAtAmigo } from '../../hours/TonightAtAmigo/TonightAtAmigo'
import { addressLines } from '../visitFormats'
import * as styles from './ContactColumn.css'

/** Where we are, when we are open (and whether we are now), and how to reach us. */
export function ContactColumn() {
  const { t } = useLingui()
  const lines = addressLines(t({ message: 'Latvia', comment: 'The country, as the last line of the restaurant’s postal address on the visit page' }))
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={styles.column}>
      <h2 id={headingId} className={styles.heading}>
        {t({ message: 'Address and hours', comment: 'Visit page: heading of the column with the address, opening hours, phone and e-mail' })}
      </h2>
      <ContactFact icon="pin" title={t({ message: 'Address', comment: 'Visit page: label above the restaurant’s postal address' })}>
        <PostalAddress lines={lines} />
        <CopyAddressIsland address={lines.join(', ')} />
      </ContactFact>
      <ContactFact icon="clock" title={t({ message: 'Opening hours', comment: 'Visit page: label above the opening hours' })}>
        <LiveLine />
        <TonightAtAmigo />
        <OpeningHoursList />
        <HoursExceptions reach="all" />
      </ContactFact>
      <ContactFact icon="phone" title={t({ message: 'Phone', comment: 'Visit page: label above the restaurant’s phone number' })}>
        <PhoneLink />
      </ContactFact>
      <ContactFact icon="mail" title={t({ message: 'E-mail', comment: 'Visit page: label above the restaurant’s e-mail address' })}>
        <EmailLink />
      </ContactFact>
      <ContactActions />
    </section>
  )
}
