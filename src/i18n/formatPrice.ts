import { languageInfo, type Language } from './languages'
import { withRangeDash } from './rangeDash'

const isWhole = (cents: number) => cents % 100 === 0

/** Euros as the language writes them, with two decimals or none. */
function euroFormat(language: Language, withCents: boolean): Intl.NumberFormat {
  return new Intl.NumberFormat(languageInfo[language].intlLocale, {
    style: 'currency',
    currency: 'EUR',
    // "€", not "EUR": es-MX would otherwise write "EUR 15".
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: withCents ? 2 : 0,
    maximumFractionDigits: withCents ? 2 : 0,
  })
}

/** A euro price in the language's own form: whole euros without decimals ("10 €", "€10"), others with two. */
export function formatPrice(language: Language, cents: number): string {
  return euroFormat(language, !isWhole(cents)).format(cents / 100)
}

/**
 * A range of euro prices with one currency sign, as the language writes a range, with the site's one
 * range dash (`rangeDash`): "1–2 €" in Latvian, Russian, German, Estonian and Finnish, "€1–2" in
 * English and Mexican Spanish. Whole euros have no decimals unless either end has cents; then both
 * ends have two ("1,50–2,00 €").
 */
export function formatPriceRange(language: Language, lowestCents: number, highestCents: number): string {
  // Intl would write an equal pair as an approximation ("~2 €").
  if (lowestCents === highestCents) return formatPrice(language, lowestCents)
  const parts = withRangeDash(euroFormat(language, !isWhole(lowestCents) || !isWhole(highestCents)).formatRangeToParts(lowestCents / 100, highestCents / 100))
  // CLDR writes the sign once when it follows the numbers ("1–2 €") but repeats a sign that leads
  // them, and then spaces the dash ("€1 – €2"). ICU's option to collapse the unit, which Intl does
  // not expose, writes "€1–2": the same is done here, dropping the second sign and those spaces.
  const repeatedSign = parts.findIndex((part) => part.type === 'currency' && part.source === 'endRange')
  if (repeatedSign === -1) return parts.map((part) => part.value).join('')
  return parts
    .filter((_, index) => index !== repeatedSign)
    .map((part) => (part.source === 'shared' && part.type === 'literal' ? part.value.trim() : part.value))
    .join('')
}

/** Several prices by name, for the placeholders of a message: money in a text comes from here, never typed. */
export function formatPrices(language: Language, cents: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(cents).map(([name, amount]) => [name, formatPrice(language, amount)]))
}
