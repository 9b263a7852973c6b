import type { ReactNode } from 'react'
import { email, phone } from '../../../content/business'
import { Icon, type IconName } from '../../controls/Icon/Icon'
import * as styles from './ContactFact.css'

/** One fact of a contact card (the visit page's, the offline page's): an icon and a label over it. */
export function ContactFact({ icon, title, children }: { icon: IconName; title: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <h3 className={styles.label}>
        <Icon name={icon} size="1.1em" className={styles.icon} />
        {title}
      </h3>
      {children}
    </div>
  )
}

/** The restaurant's postal address, a line each. */
export function PostalAddress({ lines }: { lines: readonly string[] }) {
  return (
    <address className={styles.address}>
      {lines.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </address>
  )
}

/** The restaurant's phone number, as a link that calls it. */
export function PhoneLink() {
  return (
    <a href={`tel:${phone.e164}`} className={styles.link}>
      {phone.display}
    </a>
  )
}

/** The restaurant's e-mail address, as a link that writes to it. */
export function EmailLink() {
  return (
    <a href={`mailto:${email}`} className={styles.link}>
      {email}
    </a>
  )
}
