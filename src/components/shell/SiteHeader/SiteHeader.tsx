import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { deferred } from '../../deferred'
import { LanguagePicker } from '../LanguagePicker/LanguagePicker'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

// The reserve button's tooltip (react-aria's press and hover code) and the phone menu load once the
// page is idle, drawn in full before. The language picker (a native disclosure) and the phone menu
// (a native popover) work from the first paint, before their code arrives.
const ReserveLink = deferred(() => import('../ReserveLink/ReserveLink').then((m) => m.ReserveLink))
const MobileMenu = deferred(() => import('../MobileMenu/MobileMenu').then((m) => m.MobileMenu))

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
