import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { activateLanguage } from './catalogs'
import { defaultLanguage, isLanguage, type Language } from './languages'
import { browserLanguageSignals, resolveLanguage } from './resolveLanguage'

/**
 * The language of the not-found page: the one its path starts with, if any. A path in no language
 * is prerendered in the default language; once in the browser it switches to the visitor's choice.
 */
export function useChosenLanguage(): Language {
  const { i18n } = useLingui()
  const pathLanguage = useLocation({ select: (location) => location.pathname.split('/')[1] })
  useEffect(() => {
    const chosen = isLanguage(pathLanguage) ? pathLanguage : resolveLanguage(browserLanguageSignals())
    if (chosen !== i18n.locale) void activateLanguage(chosen)
  }, [i18n, pathLanguage])
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage
}
