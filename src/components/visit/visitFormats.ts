import type { I18n } from '@lingui/core'
import { address } from '../../content/business'
import type { ParkingHours, WalkMinutes } from '../../content/visit'
import { formatDayRange, formatTime } from '../../hours/formatHours'
import { languageInfo, type Language } from '../../i18n/languages'
import { rangeDash, withRangeDash } from '../../i18n/rangeDash'

// The visit page's numbers with units, written by Intl the way each language writes them. Node's
// ICU (prerender) and the browsers' agree on these forms; the browser tests compare the two. Each
// is plain text: the page holds it on one line with the `keepTogether` class, not with joiners.

/** A walk as the language writes a span of minutes, with the site's range dash: "4–6 minutes", German "4–6 Minuten". */
export function formatWalkMinutes(language: Language, walk: WalkMinutes): string {
  const minutes = new Intl.NumberFormat(languageInfo[language].intlLocale, { style: 'unit', unit: 'minute', unitDisplay: 'long' })
  return withRangeDash(minutes.formatRangeToParts(walk.fewest, walk.most))
    .map((part) => part.value)
    .join('')
}

/** A height given in centimetres, in metres with two decimals: "1.90 m", German "1,90 m". */
export function formatHeight(language: Language, centimetres: number): string {
  return new Intl.NumberFormat(languageInfo[language].intlLocale, { style: 'unit', unit: 'meter', minimumFractionDigits: 2 }).format(
    centimetres / 100,
  )
}

/** "B, C and D" in the language's own way of listing. */
export function formatList(language: Language, items: readonly string[]): string {
  return new Intl.ListFormat(languageInfo[language].intlLocale, { type: 'conjunction' }).format(items)
}

/**
 * The same list as parts, each item (`element`) apart from the words between them (`literal`), to
 * hold each item on one line. The word before the last item ("and", "и") is joined to that item by
 * a no-break space: a line may end before "и", never after it, as Russian typography wants.
 */
export function formatListParts(language: Language, items: readonly string[]): { type: 'element' | 'literal'; value: string }[] {
  return new Intl.ListFormat(languageInfo[language].intlLocale, { type: 'conjunction' })
    .formatToParts(items)
    .map((part) => (part.type === 'literal' ? { ...part, value: part.value.replace(/(\p{L}) $/u, '$1\u00A0') } : part))
}

/**
 * "Mon–Fri 08:00–20:00" in the active language, inside a sentence. The page holds it on one line
 * (`keepTogether`): a stretch of hours broken after a dash reads as two.
 */
export function formatParkingHours(i18n: I18n, language: Language, hours: ParkingHours): string {
  return `${formatDayRange(i18n, hours.days, 'inSentence')} ${formatTime(language, hours.from)}${rangeDash}${formatTime(language, hours.until)}`
}

/** The postal address as lines, the way Latvian post writes it; the country's name comes translated. */
export function addressLines(countryName: string): string[] {
  return [address.street, `${address.city}, ${address.postcode}`, countryName]
}
