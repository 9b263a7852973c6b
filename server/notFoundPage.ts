// Which not-found page answers a path no file serves, written once for both servers: `npm start`'s
// (./serve.ts) reads these rules, and the build writes them as nginx's `map`
// (scripts/site/securityHeaders.ts). The page is the one the router renders there
// (docs/architecture.md, "URL contract").
import { languages } from '../src/i18n/languages.ts'

const language = `(${languages.join('|')})`

/** Regular expressions over the decoded path, first match wins; `$1` is the language. */
export const notFoundRules = [
  // A blog id: one segment under /{lang}/blog/.
  { path: `^/${language}/blog/[^/]+/?$`, page: '/$1/blog/404.html' },
  // Any other path in a language.
  { path: `^/${language}(/|$)`, page: '/$1/404.html' },
]

/** Every path outside a language. */
export const defaultNotFoundPage = '/404.html'

/** The not-found page for a decoded path: "/lv/blog/nope" → "/lv/blog/404.html". */
export function notFoundPageFor(pathname: string): string {
  for (const { path, page } of notFoundRules) {
    const match = new RegExp(path).exec(pathname)
    if (match) return page.replace('$1', match[1] ?? '')
  }
  return defaultNotFoundPage
}
