import { languageInfo, type Language } from './languages'

/** A calendar date ("2025-04-10") written the way the language writes dates, in full. */
export function formatDate(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(languageInfo[language].intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
