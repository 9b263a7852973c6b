import { useLingui } from '@lingui/react/macro'
import type { Language } from '../../i18n/languages'
import { container } from '../../design/recipes.css'
import { deferred } from '../Deferred/deferred'
import { Logo } from '../Logo/Logo'
import { MainNav } from '../MainNav/MainNav'
import { VisitInfo } from '../VisitInfo/VisitInfo'
import * as styles from './SiteHeader.css'

// react-aria's overlays are most of the header's code: they load once the page is interactive.
const LanguagePicker = deferred(() => import('../LanguagePicker/LanguagePicker').then((m) => m.LanguagePicker))
const ReserveLink = deferred(() => import('../ReserveLink/ReserveLink').then((m) => m.ReserveLink))
const MobileMenu = deferred(() => import('../MobileMenu/MobileMenu').then((m) => m.MobileMenu))

/** The sticky header: address and hours, logo, navigation, language and the reserve button. */
export function SiteHeader({ language }: { language: Language }) {
  const { t } = useLingui()
  return (
    <header className={styles.header}>
      <div className={styles.topBar}>
        <div className={container}>
          <VisitInfo layout="row" />
        </div>
      </div>
      <div className={`${container} ${styles.bar}`}>
        <Logo language={language} />
        <nav className={styles.wideOnly} aria-label={t({ message: 'Main', comment: 'Screen-reader name of the main navigation' })}>
          <MainNav language={language} layout="row" />
        </nav>
        <div className={styles.actions}>
          <LanguagePicker language={language} />
          <div className={styles.wideOnly}>
            <ReserveLink />
          </div>
          <div className={styles.narrowOnly}>
            <MobileMenu language={language} />
          </div>
        </div>
      </div>
    </header>
  )
}
