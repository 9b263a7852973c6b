import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { navigationLabels } from '../../../content/pages'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { StatusMessage } from '../../controls/StatusMessage/StatusMessage'
import { HoursExceptions } from '../../hours/HoursExceptions/HoursExceptions'
import { OpeningHoursList } from '../../hours/OpeningHoursList/OpeningHoursList'
import { ContactFact, EmailLink, PhoneLink, PostalAddress } from '../../visit/ContactFact/ContactFact'
import { addressLines } from '../../visit/visitFormats'
import * as styles from './OfflinePage.css'

/**
 * What the offline worker shows for a page of the language it has not stored (docs/offline.md): it
 * says so, leads to the two pages it has stored, and gives what a visitor needs to reach us without
 * them. Prerendered without scripts, so nothing here waits for an effect or the visitor's clock (no
 * open-now status: the page may be shown days after it was stored).
 */
export function OfflinePage() {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  const lines = addressLines(t({ message: 'Latvia', comment: 'Offline page: the country, as the last line of the restaurant’s postal address' }))
  return (
    <>
      <StatusMessage
        heading={t({
          message: 'You’re offline',
          comment: 'Heading of the page shown without a connection, for a page of the site that is not saved on the visitor’s device. Terms: form of address — see the glossary in docs/translating.md.',
        })}
        text={t({
          message: 'This page isn’t saved on your device yet. The menu and the visit page are, and both open without a connection. Our address, phone and hours are right here.',
          comment: 'Text under the offline heading, above the links to the menu and the visit page (the two pages kept on the device) and the restaurant’s address, phone and opening hours. Terms: form of address — see the glossary in docs/translating.md.',
        })}
        action={
          <>
            <ButtonLink to="/$lang/menu" params={{ lang: language }} size="lg">
              {i18n._(navigationLabels.menu)}
            </ButtonLink>
            <ButtonLink to="/$lang/visit" params={{ lang: language }} variant="secondary" size="lg">
              {i18n._(navigationLabels.visit)}
            </ButtonLink>
          </>
        }
      />
      <section aria-labelledby={headingId} className={styles.card}>
        <h2 id={headingId} className={styles.heading}>
          {t({ message: 'Address and hours', comment: 'Offline page: heading of the card with the restaurant’s address, phone, e-mail and opening hours' })}
        </h2>
        <div className={styles.columns}>
          <div className={styles.column}>
            <ContactFact icon="pin" title={t({ message: 'Address', comment: 'Offline page: label above the restaurant’s postal address' })}>
              <PostalAddress lines={lines} />
            </ContactFact>
            <ContactFact icon="phone" title={t({ message: 'Phone', comment: 'Offline page: label above the restaurant’s phone number' })}>
              <PhoneLink />
            </ContactFact>
            <ContactFact icon="mail" title={t({ message: 'E-mail', comment: 'Offline page: label above the restaurant’s e-mail address' })}>
              <EmailLink />
            </ContactFact>
          </div>
          <ContactFact icon="clock" title={t({ message: 'Opening hours', comment: 'Offline page: label above the opening hours' })}>
            <OpeningHoursList />
            {/* Every one announced, with its dates: this page has no script to keep to the visitor’s day. */}
            <HoursExceptions reach="all" />
          </ContactFact>
        </div>
      </section>
    </>
  )
}
