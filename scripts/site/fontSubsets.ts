// The font files of the site: which characters each holds (./subsetFonts.ts makes them;
// src/design/fonts.css declares them; the prerender preloads the one of each family a page needs).
import type { Language } from '../../src/i18n/languages.ts'

const points = (text: string): [number, number][] => [...text].map((character) => [character.codePointAt(0) ?? 0, character.codePointAt(0) ?? 0])

// Basic Latin and Latin-1 (Spanish, German, Finnish, Estonian õ ä ö ü), General Punctuation
// (dashes, every language's quotes, and the narrow spaces dates and times are formatted with), €,
// ™ and the minus sign; and the Baltic letters of Latin Extended-A: Latvian ā č ē ģ ī ķ ļ ņ š ū ž,
// Estonian š ž, and Lithuanian's (guests' names in reviews). Every footer writes the address in
// Latvian ("Tērbatas iela 2, Rīga"), so every page needs the Baltic letters.
const latin: [number, number][] = [[0x20, 0x7e], [0xa0, 0xff], [0x2000, 0x206f], ...points('€™−ĀāČčĒēĢģĪīĶķĻļŅņŠšŪūŽžĄąĘęĖėĮįŲų')]
// Russian, with ё and №.
const cyrillic: [number, number][] = [[0x400, 0x45f], [0x490, 0x491], [0x2116, 0x2116]]

/**
 * Code point ranges, inclusive, of each family's two files, as `unicode-range` writes them in
 * src/design/fonts.css. A page loads one file per family, so its text changes font once. With a
 * file per script the files came one at a time and a Russian line was drawn in three states (no
 * web font; Rubik's Latin letters and spaces with fallback Cyrillic; all Rubik), which rewrapped
 * the menu's lead from three lines to two and back while the page loaded
 * (docs/decisions/0008-one-font-file-per-family.md).
 */
export const fontSubsets = {
  latin,
  'latin-cyrillic': [...latin, ...cyrillic],
} satisfies Record<string, [number, number][]>

/**
 * What each family's Latin-Cyrillic file is declared for a second time, as the second face of every
 * page but the Russian ones: Cyrillic alone, so that only a Cyrillic letter fetches it. Declared for
 * all it holds, it covered Latin letters too, and a page whose Latin file was still loading when it
 * first drew its text fetched both Cyrillic files for them (98 KB it never showed).
 */
export const cyrillicOnly = cyrillic

export const fontFamilies = ['alegreya', 'rubik'] as const

export type FontSubset = keyof typeof fontSubsets

export const subsetFile = (family: string, subset: FontSubset) => `src/design/fonts/${family}-${subset}.woff2`

/** A subset's `unicode-range` descriptor value (or that of the ranges given), as src/design/fonts.css must declare it. */
export const unicodeRange = (subset: FontSubset | [number, number][]) =>
  (typeof subset === 'string' ? fontSubsets[subset] : subset).map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(',')

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0')

/** The file each language's pages draw their text from (src/design/theme.css.ts puts it first). */
export const languageSubset = (language: Language): FontSubset => (language === 'ru' ? 'latin-cyrillic' : 'latin')
