import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { subsetOf } from '../../scripts/site/subsetFonts.ts'
import { cyrillicOnly, fontFamilies, fontSubsets, languageSubset, subsetFile, unicodeRange, type FontSubset } from '../../scripts/site/fontSubsets.ts'
import { languages } from '../../src/i18n/languages'

const subsets = Object.keys(fontSubsets) as FontSubset[]
const covered = (codePoint: number, among: FontSubset[] = subsets) =>
  among.some((subset) => fontSubsets[subset].some(([from, to]) => codePoint >= from && codePoint <= to))

/** Every file under a folder. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))

describe('the font subsets', () => {
  it.each(languages)("the %s pages' files cover every character of their catalog", (language) => {
    const catalog = readFileSync(`locales/${language}/messages.po`, 'utf8')
    const texts = [...catalog.matchAll(/^msgstr "(.*)"$/gm)].map(([, text]) => JSON.parse(`"${text}"`) as string)
    const missing = new Set([...texts.join('')].filter((character) => !covered(character.codePointAt(0)!, [languageSubset(language)])))
    expect([...missing]).toEqual([])
  })

  it('cover every character of the content (names, addresses, prices)', () => {
    const content = filesUnder('src/content').filter((file) => file.endsWith('.ts')).map((file) => readFileSync(file, 'utf8')).join('')
    const missing = new Set([...content].filter((character) => character >= ' ' && !covered(character.codePointAt(0)!)))
    expect([...missing]).toEqual([])
  })

  it('are declared in fonts.css with the ranges they hold', () => {
    const css = readFileSync('src/design/fonts.css', 'utf8')
    for (const family of fontFamilies) {
      for (const subset of subsets) {
        const file = subsetFile(family, subset).replace('src/design/', './')
        expect(css).toContain(`src: url(${file}) format('woff2-variations');\n  unicode-range: ${unicodeRange(subset)};`)
      }
    }
  })

  it('declare each Latin-Cyrillic file again for Cyrillic alone, the second face of the pages that are not Russian', () => {
    const css = readFileSync('src/design/fonts.css', 'utf8')
    for (const family of fontFamilies) {
      const file = subsetFile(family, 'latin-cyrillic').replace('src/design/', './')
      expect(css).toContain(`src: url(${file}) format('woff2-variations');\n  unicode-range: ${unicodeRange(cyrillicOnly)};`)
    }
  })

  it('are committed as the script makes them (run npm run fonts:subset after replacing a source in fonts/)', async () => {
    for (const family of fontFamilies) {
      for (const subset of subsets) {
        const made: Uint8Array = await subsetOf(family, subset)
        const file = subsetFile(family, subset)
        expect({ file, isAsMade: Buffer.from(made).equals(readFileSync(file)) }).toEqual({ file, isAsMade: true })
      }
    }
  }, 60_000)
})
