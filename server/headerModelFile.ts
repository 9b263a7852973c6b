// The header model `npm start` answers with: dist/.deploy/headers.json of the build it serves, read
// again whenever a build rewrites it (its script hashes belong to the pages beside it). Nothing the
// file holds stops the server: a file that is not a model (half-written, hand-edited, from another
// version) leaves the last good one in place, and a language without a policy that can be sent gets
// the strictest one. Each is said once, on stderr, when the file is read.
import { readFileSync, statSync } from 'node:fs'
import { validateHeaderName, validateHeaderValue } from 'node:http'
import { join } from 'node:path'
import { languages } from '../src/i18n/languages.ts'
import type { HeaderModel } from './headers.ts'

/** Whether a value can be sent as a header's value: a string without line breaks or control characters. */
function isHeaderValue(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    validateHeaderValue('x', value)
    return true
  } catch {
    return false
  }
}

function isHeaderName(name: string): boolean {
  try {
    validateHeaderName(name)
    return true
  } catch {
    return false
  }
}

/** What keeps a parsed file from being a model every answer can be sent with, or undefined. */
function problemOf(candidate: unknown): string | undefined {
  const model = candidate as Partial<HeaderModel> | null
  if (typeof model !== 'object' || model === null) return 'not an object'
  const common = model.common
  if (typeof common !== 'object' || common === null) return 'no common headers'
  const badCommon = Object.entries(common as Record<string, unknown>).find(([name, value]) => !isHeaderName(name) || !isHeaderValue(value))
  if (badCommon) return `the common header ${JSON.stringify(badCommon[0])} cannot be sent`
  const editor = model.editor as { prefix?: unknown; headers?: Record<string, unknown> } | undefined
  if (typeof editor?.prefix !== 'string' || typeof editor.headers !== 'object' || editor.headers === null) return 'no headers for the editor'
  if (Object.entries(editor.headers).some(([name, value]) => !isHeaderName(name) || !isHeaderValue(value))) return 'an editor header cannot be sent'
  if (!isHeaderValue(model.allow)) return 'no Allow header'
  const cache = model.cacheControl
  if (!cache || !isHeaderValue(cache.immutable) || !isHeaderValue(cache.revalidate) || typeof cache.immutablePrefix !== 'string') return 'no Cache-Control rule'
  if (!isHeaderValue(model.defaultPolicy)) return 'no default policy'
  return undefined
}

/**
 * A policy that allows no inline code: the default one without its hashes (and so without
 * 'unsafe-hashes'). Stricter than any policy the build writes, as they differ only in their hashes;
 * the site's own files still load, its inline scripts and styles do not.
 */
export function strictestPolicy(defaultPolicy: string): string {
  const inline = /^'(sha(256|384|512)-[^']*|nonce-[^']*|unsafe-hashes)'$/
  return defaultPolicy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/).filter((source) => !inline.test(source)).join(' '))
    .filter(Boolean)
    .join('; ')
}

/** The model with a policy for each language the server knows: its own, or the strictest. */
function withEveryLanguage(model: HeaderModel, report: (message: string) => void, file: string): HeaderModel {
  const policies: Record<string, unknown> = typeof model.languagePolicies === 'object' && model.languagePolicies ? model.languagePolicies : {}
  const languagePolicies = { ...model.languagePolicies }
  for (const language of languages) {
    if (isHeaderValue(policies[language])) continue
    languagePolicies[language] = strictestPolicy(model.defaultPolicy)
    report(`${file} has no policy that can be sent for "${language}": its pages get the strictest one, which blocks their inline scripts. Rebuild (npm run build) and deploy dist/ as a whole.`)
  }
  return { ...model, languagePolicies }
}

/**
 * The current header model of the build in `root`, as a function to call for each answer. Throws
 * when there is none to start with: the server does not start without the build's headers.
 */
export function headerModelOf(root: string, report = (message: string) => console.error(message)): () => HeaderModel {
  const file = join(root, '.deploy', 'headers.json')
  let model: HeaderModel | undefined
  let version = ''
  const current = () => {
    let read: { version: string; text: string }
    try {
      const { mtimeMs, size } = statSync(file)
      if (`${mtimeMs} ${size}` === version) return model!
      read = { version: `${mtimeMs} ${size}`, text: readFileSync(file, 'utf8') }
    } catch (error) {
      // A rebuild under way has removed it: the last one stays.
      if (!model) throw new Error(`${file} is missing or unreadable: build the site first (npm run build)`, { cause: error })
      return model
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(read.text)
    } catch {
      // Being written, most likely: read again once it changes.
      if (!model) throw new Error(`${file} is not JSON: build the site again (npm run build)`)
      return model
    }
    version = read.version
    const problem = problemOf(parsed)
    if (problem && !model) throw new Error(`${file} is not a header model (${problem}): build the site again (npm run build)`)
    if (problem) report(`${file} is not a header model (${problem}): the last good one is kept until it is rebuilt.`)
    else model = withEveryLanguage(parsed as HeaderModel, report, file)
    return model!
  }
  current()
  return current
}
