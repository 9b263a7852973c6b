import { useLingui } from '@lingui/react'
import { defaultLanguage, isLanguage, type Language } from './languages'

/**
 * The language of the page being shown. It is always the active Lingui locale: the `$lang` route
 * activates it before rendering, and the generic not-found page activates the visitor's choice.
 * Components ask this hook rather than taking a `language` prop, so there is one way to know it.
 */
export function useLanguage(): Language {
  const { i18n } = useLingui()
  return isLanguage(i18n.locale) ? i18n.locale : defaultLanguage
}
