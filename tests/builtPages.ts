import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { placeholderOrigin } from '../src/content/business'
import { offlinePath } from '../src/sharedConstants.ts'

/**
 * Paths after the language prefix of every page, as the build prerendered them from the page list
 * (`localizedPaths` in src/content/pages.ts, and one page per post of src/content/blog.ts), which
 * the Playwright runners cannot import: those modules use Lingui's macros. `npm test` builds first.
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
 * Every prerendered page of a language, as the build wrote it: "/", "/menu", "/blog/…". Not the
 * offline page, which the offline worker shows in place of others (tests/production/offline.spec.ts).
 */
export function prerenderedPaths(language: string): string[] {
  const paths = readdirSync(join('dist', language), { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('index.html'))
    .map((file) => `/${file.replace(/index\.html$/, '')}`.replace(/(.)\/$/, '$1'))
    .filter((path) => path !== offlinePath)
  if (paths.length === 0) throw new Error('No prerendered pages in dist/: build first (npm run build)')
  return paths.toSorted()
}
