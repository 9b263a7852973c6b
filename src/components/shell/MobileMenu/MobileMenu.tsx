import { useId } from 'react'
import { useLingui } from '@lingui/react/macro'
import { chatUrl } from '../../../content/business'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { MainNav } from '../MainNav/MainNav'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './MobileMenu.css'

/**
 * The narrow-screen navigation: a button and the panel it opens as a popover. The browser opens and
 * closes it by itself (the button, Escape, a tap elsewhere, such as on the dimmed page below it, which
 * stays still while it is open) and tells assistive technology whether it is open, with no script; a
 * link chosen in it loads the next page.
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
          <ExternalButtonLink href={chatUrl} newTab size="lg">
            <Icon name="chat" size="1.1em" />
            {t({
              message: 'Reserve by chat',
              comment:
                'Button in the phone-width menu: it opens a messaging chat with the restaurant in a new tab, to book a table. The header and the home page have "Reserve by phone" instead: say how each one books. Terms: reservation, form of address — see the glossary in docs/translating.md.',
            })}
          </ExternalButtonLink>
        </div>
      </div>
      <div className={styles.scrim} aria-hidden="true" />
    </div>
  )
}
