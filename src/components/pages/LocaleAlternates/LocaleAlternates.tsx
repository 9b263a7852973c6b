import { languageInfo, languages } from '../../../i18n/languages'
import { useLanguage } from '../../../i18n/useLanguage'

/**
 * `og:locale:alternate` for each other language. Written here rather than in a route's `head()`:
 * the router keeps one meta tag per property there, and this property is repeated by design.
 */
export function LocaleAlternates() {
  const language = useLanguage()
  return languages
    .filter((other) => other !== language)
    .map((other) => <meta key={other} property="og:locale:alternate" content={languageInfo[other].ogLocale} />)
}
