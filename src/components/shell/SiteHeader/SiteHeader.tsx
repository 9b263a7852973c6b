import { useLingui } from '@lingui/react/macro'
import { container } from '../../../design/recipes.css'
import { LanguagePicker } from '../LanguagePicker/LanguagePicker'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { MobileMenu } from '../MobileMenu/MobileMenu'
import { Island } from '../../islands/Island'
import { hoverEvents } from '../../islands/islandMarkup'
import ReserveLink from '../../islands/ReserveLink.island'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

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
            <Island component={ReserveLink} props={{}} load="interaction" events={hoverEvents} />
          </div>
          <div className={styles.narrowOnly}>
            <MobileMenu />
          </div>
        </div>
      </div>
    </header>
  )
}
