import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { LanguagePicker } from '../LanguagePicker/LanguagePicker'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { ReserveTableIsland } from '../../reserve/ReserveTable/ReserveTableIsland'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

/**
 * The sticky header: address and hours, logo, navigation, language and the reserve button; below the
 * desktop width the reserve button is a strip under the bar. Both open the table request (without
 * JavaScript, a list of every way to book: the call, the chat apps, the e-mail).
 */
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
            <ReserveTableIsland fallback={{ channel: 'every' }} inHeader />
          </div>
          <div className={styles.narrowOnly}>
            <MobileMenu />
          </div>
        </div>
      </div>
      {/* Below the desktop bar, no room beside the menu: the table request gets a strip of its own, one tap from every page. */}
      <div className={`${styles.narrowOnly} ${styles.reserveStrip}`}>
        <ReserveTableIsland fallback={{ channel: 'every' }} inStrip />
      </div>
    </header>
  )
}
