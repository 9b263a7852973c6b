import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { scheduleFrom } from '../../../hours/schedule'
import { useLanguage } from '../../../i18n/useLanguage'
import { Island } from '../../islands/Island'
import { interactionOrHoverEvents } from '../../islands/islandMarkup'
import { ReserveTable } from '../../reserve/ReserveTable/ReserveTable'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './ComeVisit.css'

/**
 * The invitation at the end of a story: the table request, the way to the visit page and the menu. The address and
 * the hours are in the footer just below it, so the card does not repeat them.
 */
export function ComeVisit() {
  const { t } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={container}>
      <div className={styles.card}>
        <div className={styles.invitation}>
          <h2 id={headingId} className={styles.heading}>
            {t({ message: 'Come and visit us', comment: 'Heading of the invitation to come, above the links to the visit page and the menu (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.' })}
          </h2>
          <p className={styles.lead}>
            {t({
              message: 'Bring your friends, your appetite and your best karaoke voice. We will keep a seat warm for you.',
              comment: 'Text under "Come and visit us" (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.',
            })}
          </p>
        </div>
        <div className={styles.actions}>
          <Island
            name="ReserveTable"
            component={ReserveTable}
            props={{ schedule: scheduleFrom(), fallback: { channel: 'every' }, size: 'lg' }}
            load="interaction"
            events={interactionOrHoverEvents}
          />
          <ButtonLink to="/$lang/visit" params={{ lang: language }} variant="onNight" size="lg">
            <Icon name="pin" />
            {t({ message: 'How to find us', comment: 'Link from the "Come and visit us" block to the visit page (address, map, parking)' })}
          </ButtonLink>
          <ButtonLink to="/$lang/menu" params={{ lang: language }} variant="onNight" size="lg">
            {t({ message: 'See the menu', comment: 'Link from the "Come and visit us" block to the menu page. Terms: form of address — see the glossary in docs/translating.md.' })}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
