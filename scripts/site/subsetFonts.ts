// Cuts the site's two variable fonts down to the characters our seven languages write, into
// src/design/fonts/ (committed: the build and Storybook read them as they are). The sources in
// fonts/ are the upstream variable fonts as Google Fonts serves them (Rubik 2.300 from
// github.com/googlefonts/rubik, Alegreya 2.009 from github.com/TypeNetwork/Alegreya), whole: the
// subsets Fontsource publishes are cut per script and cannot be joined into one file per page.
// Run `npm run fonts:subset` after replacing a source; tests/unit/fontSubsets.test.ts checks
// every catalog's characters are covered and the committed files are what this script makes.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import subsetFont from 'subset-font'
import { fontFamilies, fontSubsets, subsetFile, unicodeRange, type FontSubset } from './fontSubsets.ts'

const sources = { alegreya: 'fonts/Alegreya[wght].ttf', rubik: 'fonts/Rubik[wght].ttf' } satisfies Record<(typeof fontFamilies)[number], string>

// The layout features Google Fonts keeps: ligatures, kerning and marks, and the figures the
// prices are set in. Alternates and small caps stay out (a third of Alegreya's bytes).
// (A variable, not a literal: @types/subset-font 2.3 does not know subset-font 2.9's keepFeatures.)
const options = { targetFormat: 'woff2' as const, keepFeatures: ['ccmp', 'dnom', 'frac', 'kern', 'liga', 'lnum', 'locl', 'mark', 'mkmk', 'numr', 'pnum', 'rvrn', 'tnum'] }

const characters = (ranges: [number, number][]) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')

/** One family's subset, cut from its whole source font. */
export async function subsetOf(family: (typeof fontFamilies)[number], subset: FontSubset): Promise<Buffer> {
  return subsetFont(await readFile(sources[family]), characters(fontSubsets[subset]), options)
}

if (import.meta.main) {
  await mkdir('src/design/fonts', { recursive: true })
  for (const family of fontFamilies) {
    for (const subset of Object.keys(fontSubsets) as FontSubset[]) {
      const font = await subsetOf(family, subset)
      await writeFile(subsetFile(family, subset), font)
      console.log(`${subsetFile(family, subset)}: ${(font.length / 1024).toFixed(1)} KB, unicode-range: ${unicodeRange(subset)}`)
    }
  }
}
