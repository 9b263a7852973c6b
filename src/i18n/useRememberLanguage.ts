import { useEffect } from 'react'
import type { Language } from './languages'
import { storeLanguage } from './resolveLanguage'

/** Stores the language of the page being shown, so the next unprefixed visit opens in it. */
export function useRememberLanguage(language: Language): void {
  useEffect(() => storeLanguage(() => window.localStorage, language), [language])
}
