import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { Weekday } from '../content/openingHours'
import { languageInfo, type Language } from '../i18n/languages'

// Messages rather than Intl: Node's and the browsers' ICU abbreviate differently ("Di" / "Di."),
// and the prerendered text must match what the browser renders. Each comment is written out in its
// own msg() call: extraction reads only literal text, never a variable.
export const weekdayShortNames: Record<Weekday, MessageDescriptor> = {
  mon: msg({ message: 'Mon', comment: 'Monday, shortened, in opening hours such as "Tue–Thu 17:00–23:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  tue: msg({ message: 'Tue', comment: 'Tuesday, shortened, in opening hours such as "Tue–Thu 17:00–23:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  wed: msg({ message: 'Wed', comment: 'Wednesday, shortened, in opening hours such as "Tue–Thu 17:00–23:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  thu: msg({ message: 'Thu', comment: 'Thursday, shortened, in opening hours such as "Tue–Thu 17:00–23:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  fri: msg({ message: 'Fri', comment: 'Friday, shortened, in opening hours such as "Fri–Sat 17:00–02:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  sat: msg({ message: 'Sat', comment: 'Saturday, shortened, in opening hours such as "Fri–Sat 17:00–02:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
  sun: msg({ message: 'Sun', comment: 'Sunday, shortened, in opening hours such as "Tue–Thu 17:00–23:00". Write the form used inside a sentence: where a line of the hours begins with it, the site capitalises it in the languages that do so (docs/translating.md)' }),
}

/**
 * Where a day's abbreviation stands: at the start of a list entry or of a line ("Вт–Чт
 * 17:00–23:00", a row of the opening hours), or inside a sentence ("Платно: пн–пт 08:00–20:00").
 */
export type DayPlacement = 'entryStart' | 'inSentence'

/**
 * How the language writes day abbreviations that begin a list entry or a line. Inside a sentence
 * the catalog's form stands as it is; nothing is ever put in lower case.
 * - Russian: lower case in running text ("пн–пт"), every day of the entry's leading range
 *   capitalised where it begins a line, as Russian schedules write it ("Вт–Чт 17:00–23:00").
 * - Spanish: lower case in running text; CLDR's contextTransforms capitalise the first word of a UI
 *   list entry (`titlecase-firstword` for `uiListOrMenu`): "Mar–jue".
 * - Latvian: CLDR's stand-alone abbreviations are capitalised ("Pirmd.", in a sentence "pirmd.");
 *   the one-letter forms our catalog uses ("O.–C.") are capitals already.
 * - Estonian: the abbreviations are capital letters in every context ("T–N").
 * - English and German: day names are always capitalised.
 * - Finnish: never: CLDR has no such transform for Finnish and its stand-alone forms are lower case;
 *   Finnish writes "ti–to 17.00–23.00" at the start of a line too.
 */
const entryStartCase: Record<Language, 'everyDay' | 'firstWord' | 'asWritten'> = {
  lv: 'firstWord',
  es: 'firstWord',
  en: 'firstWord',
  ru: 'everyDay',
  de: 'firstWord',
  et: 'firstWord',
  fi: 'asWritten',
}

/** The days a line begins with: words joined by a dash or a comma ("вт–чт", "вс, пн"). */
const leadingDays = /^\p{L}+\.?(?:\s*[–,-]\s*\p{L}+\.?)*/u

/** Text that begins a list entry or a line, its days as the language writes them there (see above). */
export function asEntryStart(language: Language, text: string): string {
  const capitalise = (word: string) => word.charAt(0).toLocaleUpperCase(languageInfo[language].intlLocale) + word.slice(1)
  switch (entryStartCase[language]) {
    case 'asWritten':
      return text
    case 'firstWord':
      return capitalise(text)
    case 'everyDay':
      return text.replace(leadingDays, (days) => days.replace(/\p{L}+/gu, capitalise))
  }
}
