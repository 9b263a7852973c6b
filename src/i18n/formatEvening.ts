import { languageInfo, type Language } from './languages'

/**
 * An evening as a guest names it when booking, with its weekday and in full, without its year (it is
 * within the coming weeks): "Friday 20 November", "piektdiena, 20. novembris", "пятница, 20 ноября".
 * In the form that stands alone (the nominative), which the request's messages are written around.
 * Only the table request writes it, in the browser: nothing prerendered has to match it.
 */
export function formatEvening(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(languageInfo[language].intlLocale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}
