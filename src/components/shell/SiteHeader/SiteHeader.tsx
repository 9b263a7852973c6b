import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { deferred } from '../../../loading/deferred'
import { LanguagePicker } from '../LanguagePicker/LanguagePicker'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

// The reserve button's tooltip (react-aria) is most of its code: it loads once the page is interactive.
// The language picker and the phone menu work from the first paint.
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
