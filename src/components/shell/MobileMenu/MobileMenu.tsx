import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { phone } from '../../../content/business'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import { MainNav } from '../MainNav/MainNav'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './MobileMenu.css'

/**
 * The narrow-screen navigation: a button and the panel it opens as a popover. The browser opens and
 * closes it by itself (the button, Escape, a tap elsewhere, such as on the dimmed page below it, which
 * stays still while it is open) and tells assistive technology whether it is open, with no script; a
 * link chosen in it loads the next page. Its two ways to book: the call, and the table request (a
 * list of every way, without JavaScript). While the opening status in it says closed, the written
 * request leads and the call says when it is answered (./MobileMenu.css.ts).
 */
export function MobileMenu() {
  const { t } = useLingui()
  const panelId = useId()

  return (
    <div className={styles.menu}>
      <button
        type="button"
        popoverTarget={panelId}
        className={styles.toggle}
        aria-label={t({ message: 'Site navigation', comment: 'Screen-reader name of the button that opens the navigation on phones' })}
      >
        <Icon name="menu" size="1.5em" className={styles.whenClosed} />
        <Icon name="close" size="1.5em" className={styles.whenOpen} />
      </button>
      <div id={panelId} popover="auto" className={styles.panel}>
        <nav aria-label={t({ message: 'Main', comment: 'Screen-reader name of the main navigation' })}>
          <MainNav layout="column" />
        </nav>
        <div className={styles.footer}>
          <VisitInfo layout="column" />
          <div className={styles.actions}>
            <div className={styles.call}>
              <ExternalButtonLink href={`tel:${phone.e164}`} size="lg">
                <Icon name="phone" size="1.1em" />
                {t({
                  message: 'Reserve by phone',
                  comment:
                    'Button in the phone-width menu, above "Reserve a table": it calls the restaurant to book a table, in the same words as the home page’s button. Terms: reservation, form of address — see the glossary in docs/translating.md.',
                })}
              </ExternalButtonLink>
              <p className={styles.callHours}>
                {t({
                  message: 'The phone is answered while we are open.',
                  comment:
                    'Phone-width menu, under "Reserve by phone" while the restaurant is closed (the opening status just above says when it opens); the written request is then shown first. Terms: form of address — see the glossary in docs/translating.md.',
                })}
              </p>
            </div>
            <div className={styles.request}>
              {/* Without scripts, the list of every way (the chat apps the house answers, named). */}
              <ReserveTableIsland fallback={{ channel: 'every' }} variant="onNight" size="lg" />
            </div>
          </div>
        </div>
      </div>
      <div className={styles.scrim} aria-hidden="true" />
    </div>
  )
}
