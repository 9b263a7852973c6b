import { useLingui } from '@lingui/react/macro'
import { phone } from '../../../content/business'
import * as styles from './MenuLead.css'

/** The menu's subtitle, with the phone number to book a table (on screen: paper has it in the masthead). */
export function MenuLead() {
  const { t } = useLingui()
  const number = phone.display
  return (
    <>
      {t({ message: 'Authentic Mexican food and drinks, made fresh every evening.', comment: 'Subtitle under "Mi casa es tu casa" on the menu page' })}{' '}
      <span className={styles.booking}>
        {t({ message: 'Book a table:', comment: 'Before the phone number on the menu page. Terms: reservation, form of address — see the glossary in docs/translating.md.' })}{' '}
        <a className={styles.phoneLink} href={`tel:${phone.e164}`}>
          {number}
        </a>
      </span>
    </>
  )
}
