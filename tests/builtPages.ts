import { builtPages, type BuiltPage, type PageKind } from '../scripts/site/pagesManifest.ts'
import { placeholderOrigin } from '../src/content/business'

/**
 * Paths after the language prefix of every page, as the build prerendered them from the page list
 * (`localizedPaths` in src/content/pages.ts, and one page per post of src/content/blog.ts).
 * `npm test` builds first.
 */
export const pagePaths: string[] = prerenderedPaths('en')

/** The first blog post's path after the language prefix: whichever post the content holds today. */
export const blogPostPath: string = pagePaths.find((path) => path.startsWith('/blog/'))!

/**
 * The public origin the build under test was made for, as `src/content/site.ts` decides it (that
 * module reads Vite's `import.meta.env`, so the runners do not import it): `SITE_ORIGIN`, else the
 * placeholder. `npm test` builds and tests in the same environment.
 */
export const siteOrigin = (process.env.SITE_ORIGIN || placeholderOrigin).replace(/\/$/, '')

/**
 * Every prerendered page of a language, as the build listed them (scripts/site/pagesManifest.ts):
 * "/", "/menu", "/blog/…". Not the not-found pages, nor the offline page, which the offline worker
 * shows in place of others (tests/production/offline.spec.ts).
 */
export function prerenderedPaths(language: string): string[] {
  return pagesOf(language)
    .map((page) => page.path.slice(`/${language}`.length))
    .toSorted()
}

/**
 * The first page of each kind (home, menu, …, a post), by its path after the language prefix, in the
 * build's order: for the checks that open one page of every kind rather than every page.
 */
export const pageOfEachKind: { kind: PageKind; path: string }[] = pagesOf('en')
  .filter((page, index, pages) => pages.findIndex((other) => other.kind === page.kind) === index)
  .map(({ kind, path }) => ({ kind, path: path.slice('/en'.length) }))

function pagesOf(language: string): BuiltPage[] {
  return builtPages().filter((page) => page.language === language && page.status === 200 && page.kind !== 'offline')
}
