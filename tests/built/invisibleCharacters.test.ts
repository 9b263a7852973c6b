import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import { builtPages } from '../../scripts/site/pagesManifest.ts'

// Word joiners and zero-width spaces and joiners hide in text: screen readers, search engines and
// whoever copies a price or an address inherit them. Numbers, ranges and units are held on one
// line with no-break spaces or the `keepTogether` class instead (src/design/recipes.css.ts).
const invisible = /[\u2060\u200B\u200D]/g
const names: Record<string, string> = { '\u2060': 'U+2060 word joiner', '\u200B': 'U+200B zero-width space', '\u200D': 'U+200D zero-width joiner' }

/** Every prerendered page, as the prerender listed them, and the plain-text summaries beside them. */
const pages = builtPages().map(({ file }) => file)
const builtFiles = [...pages, ...readdirSync('dist', { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.txt'))]

test('no prerendered page carries an invisible joiner (U+2060, U+200B, U+200D) in its text', () => {
  expect(pages.length, 'the build is in dist/ (npm run build)').toBeGreaterThan(50)
  const found = builtFiles.flatMap((file) =>
    [...readFileSync(join('dist', file), 'utf8').matchAll(invisible)].map((match) => {
      const around = match.input.slice(Math.max(0, match.index - 30), match.index + 30).replace(invisible, '⟦·⟧')
      return `${file}: ${names[match[0]]} in "${around}"`
    }),
  )
  expect(found).toEqual([])
})
