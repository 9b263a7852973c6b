import { useLingui } from '@lingui/react/macro'
import { phone } from '../../../content/business'
import { container } from '../../../design/recipes.css'
import { LanguagePicker } from '../LanguagePicker/LanguagePicker'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { Island } from '../../islands/Island'
import { interactionOrHoverEvents } from '../../islands/islandMarkup'
import { ReserveTable } from '../../reserve/ReserveTable/ReserveTable'
import { scheduleFrom } from '../../../hours/schedule'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

/** The sticky header: address and hours, logo, navigation, language and the reserve button (a table request; a call without JavaScript). */
export function SiteHeader() {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={container}>
          <VisitInfo layout="row" />
        </div>
      </div>
      <div className={`${container} ${styles.bar}`}>
        <Logo />
        <nav className={styles.wideOnly} aria-label={t({ message: 'Main', comment: 'Screen-reader name of the main navigation' })}>
          <MainNav layout="row" />
        </nav>
        <div className={styles.actions}>
          <LanguagePicker />
          <div className={styles.wideOnly}>
            <Island
              name="ReserveTable"
              component={ReserveTable}
              props={{
                schedule: scheduleFrom(),
                fallback: {
                  channel: 'call',
                  href: `tel:${phone.e164}`,
                  label: t({
                    message: 'Reserve by phone',
                    comment:
                      'Header button (wide screens) and home page button under the main heading, as they are without JavaScript: it calls the restaurant to book a table. The phone menu has "Reserve by chat" beside it: say how each one books. Terms: reservation, form of address — see the glossary in docs/translating.md.',
                  }),
                },
                inHeader: true,
              }}
              load="interaction"
              events={interactionOrHoverEvents}
            />
          </div>
          <div className={styles.narrowOnly}>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  )
}
