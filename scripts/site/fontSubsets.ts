// The font subsets of the site: which characters each file holds (./subsetFonts.ts makes
// the files; src/design/fonts.css declares them; the prerender preloads the ones a page writes).
import type { Language } from '../../src/i18n/languages.ts'

const points = (text: string): [number, number][] => [...text].map((character) => [character.codePointAt(0) ?? 0, character.codePointAt(0) ?? 0])

/** Code point ranges, inclusive, as `unicode-range` writes them in src/design/fonts.css. */
export const fontSubsets: Record<'latin' | 'latin-ext' | 'cyrillic', [number, number][]> = {
  // Basic Latin and Latin-1 (Spanish, German, Finnish, Estonian õ ä ö ü), General Punctuation
  // (dashes, every language's quotes, and the narrow spaces dates and times are formatted with), €,
  // ™ and the minus sign.
  latin: [[0x20, 0x7e], [0xa0, 0xff], [0x2000, 0x206f], ...points('€™−')],
  // The Baltic letters of Latin Extended-A: Latvian ā č ē ģ ī ķ ļ ņ š ū ž, Estonian š ž, and
  // Lithuanian's (guests' names in reviews).
  'latin-ext': points('ĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽžĄąĘęĖėĮįŲų'),
  // Russian, with ё and №.
  cyrillic: [[0x400, 0x45f], [0x490, 0x491], [0x2116, 0x2116]],
}

export const fontFamilies = ['alegreya', 'rubik'] as const

export type FontSubset = keyof typeof fontSubsets

export const subsetFile = (family: string, subset: FontSubset) => `src/design/fonts/${family}-${subset}.woff2`

/** A subset's `unicode-range` descriptor value, as src/design/fonts.css must declare it. */
export const unicodeRange = (subset: FontSubset) =>
  fontSubsets[subset].map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')

/** The subsets each language writes in (Russian pages have Latin too: names, prices, "Amigo"). */
export const languageSubsets: Record<Language, FontSubset[]> = {
  lv: ['latin', 'latin-ext'],
  es: ['latin'],
  en: ['latin'],
  ru: ['latin', 'cyrillic'],
  de: ['latin'],
  et: ['latin', 'latin-ext'],
  fi: ['latin'],
}

/**
 * Files every page preloads whatever its language: every footer writes the address in Latvian
 * ("Tērbatas iela 2, Rīga") in Rubik. Not preloaded, the file was found only when the footer was
 * laid out, at the browser's highest priority, and the line was drawn again when it came.
 */
export const everyPageFonts: { family: (typeof fontFamilies)[number]; subset: FontSubset }[] = [{ family: 'rubik', subset: 'latin-ext' }]
