import { useEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { Button } from 'react-aria-components/Button'
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure'
import { chatUrl } from '../../../content/business'
import { ExternalButtonLink } from '../../controls/ButtonLink/ButtonLink'
import { Icon } from '../../controls/Icon/Icon'
import { MainNav } from '../MainNav/MainNav'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './MobileMenu.css'

/**
 * The narrow-screen navigation: a toggle button and a panel that closes on a link, on Escape or on a
 * tap on the dimmed page below it, which stays still while the panel is open.
 */
export function MobileMenu() {
  const { t } = useLingui()
  const [isOpen, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!isOpen) return
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', closeOnEscape)
    return () => document.removeEventListener('keydown', closeOnEscape)
  }, [isOpen])

  return (
    <Disclosure isExpanded={isOpen} onExpandedChange={setOpen} className={styles.menu}>
      <Button
        slot="trigger"
        ref={toggleRef}
        className={styles.toggle}
        aria-label={t({ message: 'Site navigation', comment: 'Screen-reader name of the button that opens the navigation on phones' })}
      >
        <Icon name={isOpen ? 'close' : 'menu'} size="1.5em" />
      </Button>
      <DisclosurePanel className={styles.panel}>
        <nav aria-label={t({ message: 'Main', comment: 'Screen-reader name of the main navigation' })}>
          <MainNav layout="column" onNavigate={() => setOpen(false)} />
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
      </DisclosurePanel>
      {/* For the pointer only: a keyboard closes the panel with Escape or the toggle. */}
      {isOpen && <div className={styles.scrim} aria-hidden="true" onClick={() => setOpen(false)} />}
    </Disclosure>
  )
}
