import { useLayoutEffect, type ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components/I18nProvider'
import { languageInfo } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import { SkipLink } from '../SkipLink/SkipLink'
import { deferred } from '../../deferred'
import { pageHydrated } from '../../../startup/pageReady'
import * as styles from './SiteShell.css'

const mainId = 'main'

const Toaster = deferred(() => import('../Toaster/Toaster').then((m) => m.Toaster))
// The offline worker and its notice, which shows only after the load: at idle is soon enough.
const OfflineMenu = deferred(() => import('../OfflineMenu/OfflineMenu').then((m) => m.OfflineMenu))

/** What surrounds every page: skip link, header, the page (with the offline notice), footer and notifications. */
export function SiteShell({ children }: { children: ReactNode }) {
  const language = useLanguage()
  useLayoutEffect(pageHydrated, [])
  return (
    // react-aria's own announcements ("dismiss", list positions) follow the page's language.
    <I18nProvider locale={languageInfo[language].intlLocale}>
      <SkipLink target={mainId} />
      <SiteHeader />
      <main id={mainId} tabIndex={-1} className={styles.main}>
        <OfflineMenu />
        {children}
      </main>
      <SiteFooter />
      <Toaster />
    </I18nProvider>
  )
}
