import { languageInfo, type Language } from './languages'

export interface ShortCount {
  /** The count rounded down to the tens: the number a message's plural form agrees with. */
  value: number
  /** As the language writes it, with "+" when it is less than the real count: "180+". */
  text: string
}

/**
 * The review count in the short form of the home page: 183 reads "180+"
 * (docs/decisions/0036-facts-written-once.md). Rounding down never claims more reviews than there
 * are; a count that is already a multiple of ten, or below ten, is shown exactly and without "+".
 */
export function reviewCountShort(language: Language, count: number): ShortCount {
  if (!Number.isInteger(count) || count < 0) throw new Error(`reviewCountShort expects a whole count, got ${count}`)
  const value = count < 10 ? count : Math.floor(count / 10) * 10
  const number = new Intl.NumberFormat(languageInfo[language].intlLocale).format(value)
  return { value, text: value < count ? `${number}+` : number }
}
