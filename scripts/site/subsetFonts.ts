// Cuts the site's two variable fonts down to the characters our seven languages write, from the
// @fontsource-variable packages' subsets, into src/design/fonts/ (committed: the build and Storybook
// read them as they are). Fontsource's "latin-ext" file serves Vietnamese, Romanian, Turkish and
// more; Latvian and Estonian need two dozen letters of it. Run `npm run fonts:subset`
// after updating the font packages; tests/unit/fontSubsets.test.ts checks every catalog's
// characters are covered and the committed files are what this script makes.
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import subsetFont from 'subset-font'
import { fontFamilies, fontSubsets, subsetFile, unicodeRange, type FontSubset } from './fontSubsets.ts'

const require = createRequire(import.meta.url)

const characters = (ranges: [number, number][]) => ranges.flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i))).join('')

/** One family's subset, from the Fontsource file that holds those characters. */
export async function subsetOf(family: string, subset: FontSubset): Promise<Buffer> {
  const source = await readFile(require.resolve(`@fontsource-variable/${family}/files/${family}-${subset}-wght-normal.woff2`))
  return subsetFont(source, characters(fontSubsets[subset]), { targetFormat: 'woff2' })
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
