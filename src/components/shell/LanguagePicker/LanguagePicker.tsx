import { useId } from 'react'
import { useLocation, useRouterState } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { languageInfo, languages, type Language } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'
import { visuallyHidden } from '../../../design/recipes.css'
import { Flag } from '../Flag/Flag'
import { Icon } from '../../controls/Icon/Icon'
import * as styles from './LanguagePicker.css'

interface LanguagePickerProps {
  /** `onNight` for the dark header. @default 'onNight' */
  tone?: 'onNight' | 'onLight'
}

/**
 * Lists the seven languages by flag and own name; each is a plain link to this page in that
 * language. A native popover: the browser opens it from its button, closes it on Escape (focus back
 * on the button) and on a tap elsewhere, with no script. (Storing the choice happens on arrival:
 * every page remembers its own language.)
 */
export function LanguagePicker({ tone = 'onNight' }: LanguagePickerProps) {
  const { t } = useLingui()
  const language = useLanguage()
  const hrefIn = useAlternateHref()
  const listId = useId()
  return (
    <div className={styles.picker}>
      <button type="button" popoverTarget={listId} className={styles.trigger[tone]}>
        <span className={visuallyHidden}>{t({ message: 'Language', comment: 'Screen-reader name of the language picker' })} </span>
        <Flag language={language} />
        <span lang={language}>{languageInfo[language].nativeName}</span>
        <Icon name="chevronDown" size="1em" className={styles.chevron} />
      </button>
      <ul id={listId} popover="auto" className={styles.list}>
        {languages.map((code) => (
          <li key={code}>
            <a href={hrefIn(code)} hrefLang={code} lang={code} className={styles.option} aria-current={code === language ? 'true' : undefined}>
              <Flag language={code} />
              <span>{languageInfo[code].nativeName}</span>
              {code === language && <Icon name="check" size="1em" className={styles.check} />}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * Where a language's link goes: this page in that language. A not-found page has no counterpart,
 * so its links go to that language's home (and stay the same whatever unknown path is shown).
 */
function useAlternateHref(): (language: Language) => string {
  const { pathname, searchStr } = useLocation()
  const isNotFound = useRouterState({
    // The router marks the match that shows a not-found page with `_notFound` (status stays "success").
    // oxlint-disable-next-line no-underscore-dangle
    select: (state) => state.matches.some((match) => match._notFound || match.status === 'notFound'),
  })
  const rest = pathname.replace(/^\/[^/]+/, '')
  return (language) => (isNotFound ? `/${language}/` : `/${language}${rest || '/'}${searchStr}`)
}
