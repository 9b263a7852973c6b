import { useEffect } from 'react'
import { useLocation } from '@tanstack/react-router'
import { useLingui } from '@lingui/react'
import { activateLanguage } from './catalogs'
import { isLanguage } from './languages'
import { browserLanguageSignals, resolveLanguage } from './resolveLanguage'

/**
 * On the not-found page: switches to the language its path starts with, if any, else to the
 * visitor's choice. A path in no language is prerendered in the default language, so the switch
 * happens after hydration, as an ordinary update.
 */
export function useActivateChosenLanguage(): void {
  const { i18n } = useLingui()
  const pathLanguage = useLocation({ select: (location) => location.pathname.split('/')[1] })
  useEffect(() => {
    const chosen = isLanguage(pathLanguage) ? pathLanguage : resolveLanguage(browserLanguageSignals())
    if (chosen !== i18n.locale) void activateLanguage(chosen)
  }, [i18n, pathLanguage])
}
