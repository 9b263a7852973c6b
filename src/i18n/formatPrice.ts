import { languageInfo, type Language } from './languages'

/** A euro price in the language's own form: whole euros without decimals ("10 €", "€10"), others with two. */
export function formatPrice(language: Language, cents: number): string {
  const whole = cents % 100 === 0
  return new Intl.NumberFormat(languageInfo[language].intlLocale, {
    style: 'currency',
    currency: 'EUR',
    // "€", not "EUR": es-MX would otherwise write "EUR 15".
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(cents / 100)
}

/** Several prices by name, for the placeholders of a message: money in a text comes from here, never typed. */
export function formatPrices(language: Language, cents: Readonly<Record<string, number>>): Record<string, string> {
  return Object.fromEntries(Object.entries(cents).map(([name, amount]) => [name, formatPrice(language, amount)]))
}
