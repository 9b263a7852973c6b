import pseudolocale from 'pseudolocale'

/**
 * The language toolbar's pseudo-locale, for translators and designers: every message accented and
 * about a third longer, so a text left out of the catalogs shows plain and a layout that cannot take
 * long words shows broken (.storybook/pseudoLocale.ts shows it). Storybook only: never one of the
 * site's languages (src/i18n/languages.ts), never a Chromatic mode or a baseline.
 */
export const pseudoLocale = 'pseudo'

/**
 * A text of the English source as the pseudo-locale writes it: every vowel doubled, then every
 * letter accented by `pseudolocale`. Doubling the vowels (as Mozilla's "accented English" does)
 * makes text about a third longer, as translations run, and inside its words, so a word too long for
 * its box shows; `pseudolocale`'s own `extend` pads only the ends and adds nothing to a word under six
 * letters ("Menu"). Text that never went through a catalog stays plain and stands out.
 */
export function pseudoText(english: string): string {
  // No markers at the ends (its default "[!!"…"!!]"): the text is one part of a message, between placeholders.
  return pseudolocale(english.replace(/[aeiouy]/gi, '$&$&'), { prepend: '', append: '' })
}
