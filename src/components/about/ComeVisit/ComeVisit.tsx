import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { hoursExceptions, type HoursException } from '../../../content/openingHours'
import { container } from '../../../design/recipes.css'
import { rigaToday } from '../../../hours/calendar'
import { useLanguage } from '../../../i18n/useLanguage'
import { ButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { HoursExceptions } from '../../hours/HoursExceptions/HoursExceptions'
import { OpeningHoursList } from '../../hours/OpeningHoursList/OpeningHoursList'
import { LiveLine } from '../../hours/LiveLine/LiveLine'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import { PostalAddress } from '../../visit/ContactFact/ContactFact'
import { addressLines } from '../../visit/visitFormats'
import * as styles from './ComeVisit.css'

interface ComeVisitProps {
  /** @default the content's (src/content/openingHours.ts) */
  exceptions?: readonly HoursException[]
  /** Riga's date the page is built on. @default today */
  today?: string
}

/**
 * The invitation at the end of a story: where we are, when we are open (and whether we are now,
 * with the days whose hours differ), the table request, and the way to the visit page and the menu. The page's footer
 * then leaves out its own address and hours (the route's `staticData`, SiteFooter).
 */
export function ComeVisit({ exceptions = hoursExceptions, today = rigaToday() }: ComeVisitProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const headingId = useId()
  const lines = addressLines(t({ message: 'Latvia', comment: 'The country, as the last line of the restaurant’s postal address in the "Come and visit us" block (about page, blog post)' }))
  return (
    <section aria-labelledby={headingId} className={container}>
      <div className={styles.card}>
        <div className={styles.invitation}>
          <h2 id={headingId} className={styles.heading}>
            {t({ message: 'Come and visit us', comment: 'Heading of the invitation to come, beside the address, the opening hours and the links to the visit page and the menu (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.' })}
          </h2>
          <p className={styles.lead}>
            {t({
              message: 'Bring your friends, your appetite and your best karaoke voice. We will keep a seat warm for you.',
              comment: 'Text under "Come and visit us" (about page, blog post). Terms: form of address — see the glossary in docs/translating.md.',
            })}
          </p>
          <div className={styles.actions}>
            <ReserveTableIsland fallback={{ channel: 'every' }} size="lg" />
            <ButtonLink to="/$lang/visit" params={{ lang: language }} variant="onNight" size="lg">
              <Icon name="pin" />
              {t({ message: 'How to find us', comment: 'Link from the "Come and visit us" block to the visit page (address, map, parking)' })}
            </ButtonLink>
            <ButtonLink to="/$lang/menu" params={{ lang: language }} variant="onNight" size="lg">
              {t({ message: 'See the menu', comment: 'Link from the "Come and visit us" block to the menu page. Terms: form of address — see the glossary in docs/translating.md.' })}
            </ButtonLink>
          </div>
        </div>
        <div className={styles.facts}>
          <div className={styles.fact}>
            <h3 className={styles.label}>
              <Icon name="pin" className={styles.icon} />
              {t({ message: 'Address', comment: 'Label above the restaurant’s postal address in the "Come and visit us" block (about page, blog post)' })}
            </h3>
            <PostalAddress lines={lines} />
          </div>
          <div className={styles.fact}>
            <h3 className={styles.label}>
              <Icon name="clock" className={styles.icon} />
              {t({ message: 'Opening hours', comment: 'Label above the opening hours in the "Come and visit us" block (about page, blog post)' })}
            </h3>
            <LiveLine size="compact" />
            <OpeningHoursList look="columns" tone="night" />
            <HoursExceptions look="columns" tone="night" exceptions={exceptions} today={today} />
          </div>
        </div>
      </div>
    </section>
  )
}
