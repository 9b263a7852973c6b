// The response headers every request gets, from the model the build wrote beside the site
// (dist/.deploy/headers.json, made by scripts/site/securityHeaders.ts; docs/deploying.md).
import { isLanguage, type Language } from '../src/i18n/languages.ts'

/** The methods the site answers; any other gets 405 with `Allow`. */
export const allowedMethods = ['GET', 'HEAD']

/** dist/.deploy/headers.json: the headers of the built site, one policy per part of it. */
export interface HeaderModel {
  /** Headers every response carries, whatever its path and status. */
  common: Record<string, string>
  /** The `Allow` header of a 405. */
  allow: string
  cacheControl: { immutable: string; revalidate: string; immutablePrefix: string }
  /** The Content-Security-Policy of everything outside a language: entry pages, the generic not-found page, files. */
  defaultPolicy: string
  /** The Content-Security-Policy of each language's pages. */
  languagePolicies: Record<Language, string>
  /** How many pages the policies were made from. */
  pages: number
  /**
   * The editor at /admin (Decap CMS), not a page of the site: headers of its own over the common
   * ones (its policy, and an opener policy that lets its sign-in pop-up answer it).
   */
  editor: { prefix: string; headers: Record<string, string> }
}

/** Whether a path is the editor's ('/admin', '/admin/…'). */
export const isEditorPath = (model: HeaderModel, pathname: string) => pathname === model.editor.prefix.slice(0, -1) || pathname.startsWith(model.editor.prefix)

/** The language part of the site a path belongs to ('/en', '/en/…'), or undefined. */
export function languageOf(pathname: string): Language | undefined {
  const first = pathname.split('/')[1]
  return isLanguage(first) ? first : undefined
}

/**
 * The headers of a response to `pathname` (the request's path, decoded), as every server sends them.
 * `method` is the request's: another than GET or HEAD gets `Allow`. Only a file found under the
 * immutable prefix is immutable; an error answer there (a missing asset's 404) is revalidated.
 */
export function headersFor(model: HeaderModel, pathname: string, { method = 'GET', status = 200 } = {}): Record<string, string> {
  const language = languageOf(pathname)
  const readsFile = allowedMethods.includes(method)
  const immutable = readsFile && status < 400 && pathname.startsWith(model.cacheControl.immutablePrefix)
  return {
    ...model.common,
    'Content-Security-Policy': language ? model.languagePolicies[language] : model.defaultPolicy,
    ...(isEditorPath(model, pathname) ? model.editor.headers : {}),
    'Cache-Control': immutable ? model.cacheControl.immutable : model.cacheControl.revalidate,
    ...(readsFile ? {} : { Allow: model.allow }),
  }
}
