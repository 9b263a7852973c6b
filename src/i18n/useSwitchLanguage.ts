import { useMatch, useNavigate } from '@tanstack/react-router'
import { activateLanguage } from './catalogs'
import type { Language } from './languages'
import { storeLanguage } from './resolveLanguage'

/**
 * Switches to the same page in another language. On a page inside a language this is a navigation
 * (the URL changes); on the generic not-found page, which has no language in its URL, it
 * re-renders in place.
 */
export function useSwitchLanguage(): (language: Language) => void {
  const navigate = useNavigate()
  const inLanguage = useMatch({ from: '/$lang', shouldThrow: false })
  return (language) => {
    storeLanguage(() => window.localStorage, language)
    if (inLanguage) {
      void navigate({ to: '.', params: (previous: object) => ({ ...previous, lang: language }), hash: (hash) => hash ?? '', search: true })
    } else {
      void activateLanguage(language)
    }
  }
}
