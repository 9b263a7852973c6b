import { languageInfo, type Language } from './languages'
import { rangeDash } from './rangeDash'

/** A calendar date ("2025-04-10") written the way the language writes dates, in full. */
export function formatDate(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(languageInfo[language].intlLocale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  )
}

const dayMonth = (language: Language) => new Intl.DateTimeFormat(languageInfo[language].intlLocale, { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** A day of the coming weeks, short and without its year, as the language writes it: "24. dec.", "Dec 24", "24 дек.", "24.12.". */
export function formatDayMonth(language: Language, isoDate: string): string {
  return dayMonth(language).format(new Date(`${isoDate}T00:00:00Z`))
}

/**
 * A run of days the same way: "24.–26. dec.", "Dec 24–26"; across months "31. dec.–2. janv.". Intl
 * shares the month within one; its dash becomes the site's range dash (./rangeDash.ts), and a year
 * is never written (Intl adds it across a new year).
 */
export function formatDayMonthRange(language: Language, from: string, to: string): string {
  if (from === to) return formatDayMonth(language, from)
  if (from.slice(0, 7) !== to.slice(0, 7)) return `${formatDayMonth(language, from)}${rangeDash}${formatDayMonth(language, to)}`
  const parts = dayMonth(language).formatRangeToParts(new Date(`${from}T00:00:00Z`), new Date(`${to}T00:00:00Z`))
  return parts.map((part) => (part.source === 'shared' && part.type === 'literal' ? part.value.replace(/\s*[-‒–]\s*/, rangeDash) : part.value)).join('')
}

/** A day further off than the coming week, with its weekday: "Tue 29 Dec", "otrd., 29. dec.", "вт, 29 дек.". */
export function formatWeekdayDayMonth(language: Language, isoDate: string): string {
  return new Intl.DateTimeFormat(languageInfo[language].intlLocale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}
