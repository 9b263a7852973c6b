import { useLingui } from '@lingui/react'
import { datedEvents, weeklyEvents } from '../../../content/whatsOn'
import { whatsOnHeading } from '../../../hours/whatsOnTexts'
import { WhatsOnList } from '../../hours/WhatsOnList/WhatsOnList'
import { ContactFact } from '../ContactFact/ContactFact'
import * as styles from '../ContactColumn/ContactColumn.css'

/**
 * The visit page's evenings, a card of their own under the address and hours: on a phone it comes
 * after the map and the ways here, the page's purpose. Nothing when no evening is announced.
 */
export function VisitEvenings() {
  const { i18n } = useLingui()
  if (!weeklyEvents.length && !datedEvents.length) return null
  return (
    <section className={styles.column}>
      <ContactFact icon="music" title={i18n._(whatsOnHeading)}>
        <WhatsOnList />
      </ContactFact>
    </section>
  )
}
