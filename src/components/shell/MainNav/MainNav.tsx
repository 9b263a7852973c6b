import { Link } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { navigationLabels, navigationPages, pageRoutes } from '../../../content/pages'
import { useLanguage } from '../../../i18n/useLanguage'
import * as styles from './MainNav.css'

interface MainNavProps {
  /** `row` in the wide header, `column` in the mobile menu. */
  layout: 'row' | 'column'
}

/** The five page links; only the link to the page shown carries `aria-current="page"` (a post is not the blog list). */
export function MainNav({ layout }: MainNavProps) {
  const { i18n } = useLingui()
  const language = useLanguage()
  return (
    <ul className={styles.list[layout]}>
      {navigationPages.map((page) => (
        <li key={page}>
          <Link
            to={pageRoutes[page]}
            params={{ lang: language }}
            className={styles.link[layout]}
            activeOptions={{ exact: true, includeSearch: false }}
          >
            {i18n._(navigationLabels[page])}
          </Link>
        </li>
      ))}
    </ul>
  )
}
