import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { restaurantName } from '../../../content/business'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './Logo.css'

/** The wordmark with its chile, linking home. */
export function Logo() {
  const { t } = useLingui()
  const language = useLanguage()
  return (
    <Link to="/$lang/" params={{ lang: language }} activeOptions={{ exact: true }} className={styles.logo}>
      <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <circle cx="16" cy="16" r="15" className={styles.markSun} />
        <path d="M10 21c4 3 11 2 13-5 .8-2.8 .3-5.3-1-6.8-1.6 1.4-2.3 4-3.7 6.6C16.5 19 13.6 20.6 10 21Z" className={styles.markChile} />
        <path d="M21.6 9.4c.4-1.6 1.3-2.7 2.7-3.2" className={styles.markStem} />
      </svg>
      <span className={styles.wordmark}>
        {restaurantName}
        <span className={styles.tagline}>
          {t({
            message: 'Cantina · Riga',
            comment:
              'Small line under the Amigo logo on every page. Keep the Spanish word "Cantina" (a Mexican bar-restaurant, not a canteen); write the city as your language does',
          })}
        </span>
      </span>
    </Link>
  )
}
