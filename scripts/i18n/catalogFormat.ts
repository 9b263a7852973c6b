import { createHash } from 'node:crypto'
import type { CatalogFormatter, CatalogType, MessageType } from '@lingui/conf'
import { formatter as linguiPo, parsePoFile } from '@lingui/format-po'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { successorsOf, type MessageSketch } from './successors.ts'

/** The English a translation was written for: a fuzzy entry's `#| msgctxt` and `#| msgid`. */
export interface PreviousSource {
  message: string
  context: string | undefined
}

/** A fuzzy entry's translation, kept apart from `translation` so that no compiler ever sees it. */
export interface FuzzySuggestion {
  translation: string
  /** Absent where a translator marked an entry fuzzy by hand: its English did not change. */
  previous?: PreviousSource
}

type Extra = { flags?: string[]; translatorComments?: string[]; fuzzy?: FuzzySuggestion }

export interface CatalogFormatOptions {
  /** Header fields the project decides for each language (Language, Plural-Forms): always written. */
  decided: (locale: string) => Record<string, string>
  /** Header fields written only where a catalog lacks them: after that they are the translators'. */
  defaults: (locale: string) => Record<string, string>
}

/** The header that records which translations PO-Revision-Date is the date of. */
export const stampHeader = 'X-Translations-Hash'

/**
 * Lingui's PO format with gettext's fuzzy workflow (docs/decisions/0031-translations-never-lost.md):
 * - a fuzzy entry keeps its translation in the file, but `parse` hands every consumer (the Vite
 *   plugin, `lingui compile`, the build's catalog parts) an empty translation, so the page shows the
 *   English; the suggestion and its previous English ride along in `extra` for extraction to write back;
 * - when extraction removes a message and adds the one that replaces it (an English text edited),
 *   the new entry starts as a fuzzy copy of the old translation, with the old English as `#| msgid`;
 * - PO-Revision-Date moves when, and only when, the translations change (`X-Translations-Hash`
 *   says which translations the date belongs to): an extraction that changes nothing reads no clock
 *   and writes the same bytes.
 */
export function catalogFormat(options: CatalogFormatOptions): CatalogFormatter {
  const po = linguiPo({ lineNumbers: false })
  return {
    catalogExtension: '.po',
    templateExtension: '.pot',
    parse: (content) => parseCatalog(content),
    async serialize(catalog, ctx) {
      if (!ctx.locale) return po.serialize(catalog, ctx)
      const existing = ctx.existing ? parsePoFile(ctx.existing).headers : {}
      const messages = ctx.locale === ctx.sourceLocale ? catalog : withSuccessors(catalog, ctx.existing ? parseCatalog(ctx.existing) : {})
      const hash = translationsHash(messages)
      const unchanged = existing[stampHeader] === hash ? existing['PO-Revision-Date'] : undefined
      const headers = {
        ...Object.fromEntries(Object.entries(options.defaults(ctx.locale)).filter(([name]) => !existing[name])),
        ...options.decided(ctx.locale),
        'PO-Revision-Date': unchanged ?? poDate(now()),
        [stampHeader]: hash,
      }
      const text = await linguiPo({ lineNumbers: false, customHeaderAttributes: headers }).serialize(forPo(messages), ctx)
      return withPreviousSources(text, messages)
    },
  }
}

/** The time to stamp: now, or SOURCE_DATE_EPOCH's moment (the reproducible-builds convention), which tests set. */
export function now(): Date {
  const epoch = process.env.SOURCE_DATE_EPOCH
  return epoch ? new Date(Number(epoch) * 1000) : new Date()
}

/** A PO header date, "2026-11-28 10:15+0000", in UTC. */
export function poDate(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')}+0000`
}

const extraOf = (message: MessageType | undefined): Extra => (message?.extra ?? {}) as Extra
const fuzzyOf = (message: MessageType | undefined) => extraOf(message).fuzzy
const isActive = (message: MessageType | undefined): message is MessageType => Boolean(message && !message.obsolete)
const translationOf = (message: MessageType) => message.translation || fuzzyOf(message)?.translation || ''

/** A PO file as a Lingui catalog, each fuzzy translation moved out of `translation` into `extra.fuzzy`. */
export function parseCatalog(content: string): CatalogType {
  const catalog = linguiPo({ lineNumbers: false }).parse(content, { locale: undefined, sourceLocale: '', filename: '' }) as CatalogType
  const previous = previousSources(content.replace(/\r\n/g, '\n'))
  for (const [id, message] of Object.entries(catalog)) {
    const extra = extraOf(message)
    if (!extra.flags?.includes('fuzzy') || !message.translation) continue
    const source = previous.get(id)
    const fuzzy: FuzzySuggestion = source ? { translation: message.translation, previous: source } : { translation: message.translation }
    catalog[id] = { ...message, translation: '', extra: { ...extra, fuzzy } }
  }
  return catalog
}

function sketch([id, message]: [string, MessageType]): MessageSketch {
  return { id, english: message.message ?? id, context: message.context, comment: (message.comments ?? []).join('\n'), files: (message.origin ?? []).map(([file]) => file) }
}

/** New messages that replace removed ones start with the removed one's translation, marked fuzzy. */
function withSuccessors(catalog: CatalogType, before: CatalogType): CatalogType {
  const removed = Object.entries(before).filter(([id, message]) => !isActive(catalog[id]) && translationOf(message))
  const added = Object.entries(catalog).filter(([id, message]) => isActive(message) && !isActive(before[id]) && !translationOf(message))
  const successors = successorsOf(removed.map(sketch), added.map(sketch))
  if (!successors.size) return catalog
  const result = { ...catalog }
  for (const [id, oldId] of successors) {
    const old = before[oldId]!
    // A suggestion replaced again keeps the English its translation was written for.
    const previous = fuzzyOf(old)?.previous ?? { message: old.message ?? oldId, context: old.context }
    const extra: Extra = { ...extraOf(result[id]), translatorComments: extraOf(old).translatorComments ?? [], fuzzy: { translation: translationOf(old), previous } }
    result[id] = { ...result[id], translation: '', extra }
    // Without --clean the replaced message would stay behind as obsolete (#~) beside its successor.
    delete result[oldId]
  }
  return result
}

/** What Lingui's PO writer needs: fuzzy suggestions back in msgstr, flagged fuzzy; no stale fuzzy flag elsewhere. */
function forPo(catalog: CatalogType): CatalogType {
  return Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      const { fuzzy, ...extra } = extraOf(message)
      const flags = (extra.flags ?? []).filter((flag) => flag !== 'fuzzy')
      if (!fuzzy) return [id, { ...message, extra: { ...extra, flags } }]
      return [id, { ...message, translation: fuzzy.translation, extra: { ...extra, flags: ['fuzzy', ...flags] } }]
    }),
  )
}

/** A short hash of every translation and fuzzy suggestion: what PO-Revision-Date is the date of. */
export function translationsHash(catalog: CatalogType): string {
  const entries = Object.entries(catalog)
    .filter(([, message]) => isActive(message) && translationOf(message))
    .map(([id, message]) => [id, message.translation ?? '', fuzzyOf(message)?.translation ?? ''])
    .toSorted(([a], [b]) => (a! < b! ? -1 : a! > b! ? 1 : 0))
  return createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16)
}

// `#| msgctxt` / `#| msgid` lines: Lingui's PO reader (pofile-ts) drops them, so they are read and
// written here, in the form `msgmerge --previous` gives them.

const unquote = (quoted: string) => JSON.parse(quoted) as string
const quote = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n').replace(/\t/g, '\\t').replace(/\r/g, '\\r')}"`

/** The id Lingui gives the message of one PO entry. */
function entryId(entry: string): string | undefined {
  const [item] = parsePoFile(entry).items
  if (!item) return undefined
  return item.extractedComments.includes('js-lingui-explicit-id') ? item.msgid : generateMessageId(item.msgid, item.msgctxt ?? undefined)
}

/** The previous English of each entry that has `#|` lines, by message id. */
function previousSources(content: string): Map<string, PreviousSource> {
  const found = new Map<string, PreviousSource>()
  for (const entry of content.split(/\n{2,}/)) {
    if (!/^#\|/m.test(entry)) continue
    const fields: Record<string, string> = {}
    let field = ''
    for (const line of entry.split('\n')) {
      const start = line.match(/^#\|\s*(msgctxt|msgid)\s+(".*")$/)
      const continued = line.match(/^#\|\s*(".*")$/)
      if (start) fields[(field = start[1]!)] = unquote(start[2]!)
      else if (continued && field) fields[field] += unquote(continued[1]!)
    }
    const id = entryId(entry)
    if (id && fields.msgid !== undefined) found.set(id, { message: fields.msgid, context: fields.msgctxt })
  }
  return found
}

/** Each fuzzy entry's previous English, written under its flags. */
function withPreviousSources(text: string, catalog: CatalogType): string {
  return text
    .split('\n\n')
    .map((entry) => {
      const flags = entry.match(/^#,.*\bfuzzy\b.*$/m)
      const previous = flags && fuzzyOf(catalog[entryId(entry) ?? ''])?.previous
      if (!previous) return entry
      const lines = [...(previous.context === undefined ? [] : [`#| msgctxt ${quote(previous.context)}`]), `#| msgid ${quote(previous.message)}`]
      return entry.replace(flags[0], `${flags[0]}\n${lines.join('\n')}`)
    })
    .join('\n\n')
}
