import { readdirSync } from 'node:fs'
import { expect, test } from 'vitest'
import { builtPages } from '../../scripts/site/pagesManifest.ts'
import { localizedPaths } from '../../src/content/pages'
import { languages } from '../../src/i18n/languages'
import { adminPath } from '../../scripts/admin/writeAdmin'

// The list of pages the prerender wrote (dist/.deploy/pages.json) is what the checks and tests read
// instead of walking dist/: it must name every HTML file the build holds, and each rightly.
const pages = builtPages()
const kindOf = (path: string) => pages.find((page) => page.path === path)?.kind

test('names every HTML file of the build, once, but the editor’s, which is no page of the site', () => {
  const files = readdirSync('dist', { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html') && !`/${file}`.startsWith(adminPath))
  expect(pages.map((page) => page.file).toSorted()).toEqual(files.toSorted())
})

test('gives each language every page of the content, the not-found pages and the offline page', () => {
  for (const language of languages) {
    const ofLanguage = pages.filter((page) => page.language === language)
    expect(ofLanguage.filter((page) => page.status === 200 && page.kind !== 'offline').map((page) => page.path).toSorted()).toEqual(localizedPaths.map((path) => `/${language}${path}`).toSorted())
    expect(ofLanguage.filter((page) => page.status === 404).map((page) => `${page.path} ${page.kind}`)).toEqual([`/${language}/404 not found`, `/${language}/blog/404 post not found`])
    expect(ofLanguage.filter((page) => page.kind === 'offline').map((page) => page.script)).toEqual([null])
  }
})

test('names each page’s kind by the route that rendered it', () => {
  expect([kindOf('/lv/'), kindOf('/ru/menu'), kindOf('/et/blog'), kindOf('/en/visit'), kindOf('/menu'), kindOf('/404')]).toEqual(['home', 'menu', 'blog', 'visit', 'menu', 'not found'])
  const post = localizedPaths.find((path) => path.startsWith('/blog/'))
  expect(kindOf(`/fi${post}`)).toBe('post')
})
