import { useEffect } from 'react'
import { useLocation, useRouter } from '@tanstack/react-router'
import { restaurantName } from '../../../content/business'
import { isLanguage, languageInfo, languages, type Language } from '../../../i18n/languages'
import { browserLanguageSignals, resolveLanguage } from '../../../i18n/resolveLanguage'
import { Flag } from '../../shell/Flag/Flag'
import * as styles from './LanguageChooserPage.css'

/**
 * An address without a language (/, /menu, the QR code's link). The built site sends the visitor on
 * from a tiny script in the page's head; this component does the same wherever the app itself
 * renders the route, and without JavaScript it offers the seven languages as links.
 */
export function LanguageChooserPage() {
  const { pathname, searchStr, hash } = useLocation()
  const router = useRouter()
  const rest = `${pathname === '/' ? '/' : pathname}${searchStr}${hash ? `#${hash}` : ''}`
  const hrefIn = (language: Language) => `/${language}${rest}`

  useEffect(() => {
    // Once: after the replace, this path starts with a language (and this page is gone in the app).
    if (isLanguage(pathname.split('/')[1])) return
    router.history.replace(hrefIn(resolveLanguage(browserLanguageSignals())))
  })

  return (
    <main className={styles.chooser}>
      <p className={styles.name}>{restaurantName}</p>
      <ul className={styles.list}>
        {languages.map((language) => (
          <li key={language}>
            <a href={hrefIn(language)} hrefLang={language} lang={language} className={styles.link}>
              <Flag language={language} />
              {languageInfo[language].nativeName}
            </a>
          </li>
        ))}
      </ul>
    </main>
  )
}

/** The entry pages' head: the name alone, since no language is chosen yet. */
export const languageChooserHead = () => ({ meta: [{ title: restaurantName }] })
