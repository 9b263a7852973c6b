// The pages the prerender built, written once by it (dist/.deploy/pages.json) and read by whatever
// needs the list: the headers, the offline workers, the size check, the tests, the benchmark.
// Nothing else walks dist/ for pages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '../../src/i18n/languages.ts'

/** What a page is, for the checks that report by kind: a page of the route table, or one of these. */
export type PageKind = 'home' | 'menu' | 'about' | 'blog' | 'visit' | 'privacy' | 'terms' | 'post' | 'offline' | 'not found' | 'post not found'

export interface BuiltPage {
  /** The address a visitor asks for: "/lv/menu", "/lv/" for a language's home, "/menu" for an entry page. */
  path: string
  /** The file under dist/ that answers it: "lv/menu/index.html", "lv/404.html". */
  file: string
  /** The page's language; null for the addresses outside every language, which choose one. */
  language: Language | null
  kind: PageKind
  /** The route that rendered it, as the route table names it ("/$lang/menu"). */
  route: string
  status: 200 | 404
  /** The page's one script (a file under dist/), or null for a page that runs none. */
  script: string | null
  /** The islands in its markup, with when each wakes (src/components/islands/islandMarkup.ts). */
  islands: { name: string; load: string }[]
}

export const pagesManifestFile = '.deploy/pages.json'

/** The pages of a build, as its prerender listed them. */
export function builtPages(dist = 'dist'): BuiltPage[] {
  try {
    return JSON.parse(readFileSync(join(dist, pagesManifestFile), 'utf8')) as BuiltPage[]
  } catch (error) {
    throw new Error(`No list of pages in ${dist}/${pagesManifestFile}: build first (npm run build)`, { cause: error })
  }
}
