import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { deferred } from '../../../loading/deferred'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

// react-aria's overlays are most of the header's code: they load once the page is interactive.
// The phone menu is the way around the site on a phone, so it is ready at first paint.
const LanguagePicker = deferred(() => import('../LanguagePicker/LanguagePicker').then((m) => m.LanguagePicker))
const ReserveLink = deferred(() => import('../ReserveLink/ReserveLink').then((m) => m.ReserveLink))

/** The sticky header: address and hours, logo, navigation, language and the reserve button. */
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
            <ReserveLink />
          </div>
          <div className={styles.narrowOnly}>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  )
}
