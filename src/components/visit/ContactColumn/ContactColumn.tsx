import { useId, type ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { email, phone } from '../../../content/business'
import { Icon, type IconName } from '../../controls/Icon/Icon'
import { ContactActions } from '../ContactActions/ContactActions'
import { CopyAddressButton } from '../CopyAddressButton/CopyAddressButton'
import { OpeningHoursList } from '../OpeningHoursList/OpeningHoursList'
import { OpeningStatusBadge } from '../OpeningStatusBadge/OpeningStatusBadge'
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
      <Block icon="pin" title={t({ message: 'Address', comment: 'Visit page: label above the restaurant’s postal address' })}>
        <address className={styles.address}>
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
        <CopyAddressButton address={lines.join(', ')} />
      </Block>
      <Block icon="clock" title={t({ message: 'Opening hours', comment: 'Visit page: label above the opening hours' })}>
        <OpeningStatusBadge />
        <OpeningHoursList />
      </Block>
      <Block icon="phone" title={t({ message: 'Phone', comment: 'Visit page: label above the restaurant’s phone number' })}>
        <a href={`tel:${phone.e164}`} className={styles.link}>
          {phone.display}
        </a>
      </Block>
      <Block icon="mail" title={t({ message: 'E-mail', comment: 'Visit page: label above the restaurant’s e-mail address' })}>
        <a href={`mailto:${email}`} className={styles.link}>
          {email}
        </a>
      </Block>
      <ContactActions />
    </section>
  )
}

function Block({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.block}>
      <h3 className={styles.label}>
        <Icon name={icon} size="1.1em" className={styles.icon} />
        {title}
      </h3>
      {children}
    </div>
  )
}
