// `npm run check:launch`: what the owner must still do before the site goes live. Lists what the
// owner's data files (src/content/data/) still mark as samples (the contacts and reply settings in
// samples.json, each evening, review and the bus stop with `placeholder: true`, each post with `draft: true`), every value in the code of src/content/ still marked
// PLACEHOLDER or DRAFT (in a comment, `PLACEHOLDER: what it is`), the Latvian public holidays of the next 60 days with no exception
// in src/content/data/hours.json (./holidays.ts, also `npm run check:holidays` alone), the public
// origin when it is still the example domain (SITE_ORIGIN, read at build), and the example domain
// where deploy/ names the site, and every dish and drink of the menu whose allergens are not given yet
// (EU Regulation 1169/2011 asks them of every dish a restaurant serves); its last line counts what is
// left, the holidays to decide among it.
// Exits 1 while anything is left, 0 when nothing is.
//
//   SITE_ORIGIN=https://amigo.lv npm run check:launch
//   node scripts/checks/launch.ts --content <dir> --deploy <dir> --today <YYYY-MM-DD>    (other folders and days, for tests)
import { readdir, readFile } from 'node:fs/promises'
import { join, relative } from 'node:path'
import { parseArgs } from 'node:util'
import { placeholderOrigin } from '../../src/content/business.ts'
import { contentFiles } from '../../src/content/schema/contentFiles.ts'
import { holidayOptions, holidayReport } from './holidays.ts'

/** A value in the content still marked, where it is and what it is. */
export interface Placeholder {
  file: string
  line: number
  kind: 'PLACEHOLDER' | 'DRAFT'
  /** The declaration the comment is about: `address.street`, `list[id].field`. */
  subject: string
  note: string
}

/** The markers, as the content files write them: the word, a colon, then what the value is. */
const marker = /\b(PLACEHOLDER|DRAFT):\s*(.*)$/

/** The files under `dir` (none when it does not exist) whose names match `pattern`, sorted. */
async function filesUnder(dir: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((entry) => !entry.isDirectory() && pattern.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .toSorted()
}

const isComment = (line: string) => /^\s*(\/\*\*?|\*|\/\/)/.test(line) || /^\s*\*\/\s*$/.test(line)
const commentText = (text: string) => text.replace(/\*\/\s*$/, '').trim()

/** How many blanks a line starts with. */
const indentOf = (line: string) => line.length - line.trimStart().length

/**
 * What a marked comment is about: the declaration after it, as `export.key` (`address.street`), or
 * `export[id]` inside a list of objects with ids (`list[id].field`).
 */
function subjectAfter(lines: string[], index: number): string {
  let next = index + 1
  while (next < lines.length && (isComment(lines[next] ?? '') || !lines[next]?.trim())) next++
  const code = lines[next] ?? ''
  const name = /^\s*(?:export\s+)?(?:const|let|function|interface|type)\s+(\w+)/.exec(code)?.[1] ?? /^\s*['"]?([\w-]+)['"]?\s*:/.exec(code)?.[1]
  if (!name || /^\s*(?:export\s+)?(?:const|let|function)/.test(code)) return name ?? code.trim()
  const indent = indentOf(code)
  let container: string | undefined
  let id: string | undefined
  for (let back = next - 1; back >= 0; back--) {
    const line = lines[back] ?? ''
    const depth = indentOf(line)
    if (id === undefined && depth === indent) id = /^\s*id:\s*['"]([^'"]+)['"]/.exec(line)?.[1]
    container = /^export\s+const\s+(\w+)/.exec(line)?.[1]
    if (container) break
  }
  return `${container ?? '?'}${id ? `[${id}]` : ''}.${name}`
}

/** A file as the owner reads it: relative to the project, or in full when it lies outside. */
const shownPath = (base: string, file: string) => (relative(base, file).startsWith('..') ? file : relative(base, file))

/** Every marked value under `contentDir`: file, line, marker, what it is, and the comment's words. */
export async function findPlaceholders(contentDir: string, base = process.cwd()): Promise<Placeholder[]> {
  const found: Placeholder[] = []
  for (const file of await filesUnder(contentDir, /\.(ts|tsx|js|mjs|json)$/)) {
    const lines = (await readFile(file, 'utf8')).split('\n')
    lines.forEach((line, index) => {
      const match = marker.exec(line)
      if (!match || !isComment(line)) return
      // The comment may go on over the next lines; the first sentence says what the value is.
      let text = commentText(match[2] ?? '')
      for (let more = index + 1; more < lines.length && !/\*\//.test(lines[more - 1] ?? '') && isComment(lines[more] ?? '') && !/[.:]$/.test(text); more++) {
        text += ` ${commentText((lines[more] ?? '').replace(/^\s*\*\s?/, ''))}`
      }
      const firstSentence = text.trim().split(/(?<=\.)\s/)[0] ?? ''
      const kind = match[1] === 'DRAFT' ? 'DRAFT' : 'PLACEHOLDER'
      found.push({ file: shownPath(base, file), line: index + 1, kind, subject: subjectAfter(lines, index), note: firstSentence })
    })
  }
  return found
}

/** The line of a data file where an entry's `"id": "…"` (or its field) is written, for the owner's editor. */
const lineOf = (lines: readonly string[], text: string) => Math.max(0, lines.findIndex((line) => line.includes(text))) + 1

/**
 * What the owner's data files (`<contentDir>/data/`) still mark as samples: the contacts and reply
 * settings in samples.json, each evening, review and the bus stop with `placeholder: true`, each post with `draft: true`.
 */
export async function findDataPlaceholders(contentDir: string, base = process.cwd()): Promise<Placeholder[]> {
  const read = async (name: keyof typeof contentFiles) => {
    const file = join(contentDir, 'data', contentFiles[name].file)
    const text = await readFile(file, 'utf8').catch(() => undefined)
    return text === undefined ? undefined : { file: shownPath(base, file), lines: text.split('\n'), data: JSON.parse(text) as Record<string, unknown> }
  }
  const found: Placeholder[] = []
  // The contacts and reply settings still samples, each named at its line in the file of samples.
  const samples = await read('samples')
  for (const [list, file] of [['contacts', 'contacts'], ['replies', 'reservations']] as const) {
    for (const field of (samples?.data[list] as string[] | undefined) ?? []) {
      found.push({ file: samples!.file, line: lineOf(samples!.lines, `"${field}"`), kind: 'PLACEHOLDER', subject: `${file}.${field}`, note: `a sample value, still listed in ${contentFiles.samples.file}` })
    }
  }
  const evenings = await read('evenings')
  for (const list of ['weekly', 'dated'] as const) {
    for (const [index, evening] of ((evenings?.data[list] as { id?: string; date?: string; placeholder?: boolean }[] | undefined) ?? []).entries()) {
      if (!evening.placeholder) continue
      const name = evening.id ?? evening.date ?? String(index)
      found.push({ file: evenings!.file, line: lineOf(evenings!.lines, `"${name}"`), kind: 'PLACEHOLDER', subject: `${list}[${name}].placeholder`, note: 'sample times the specification never gave' })
    }
  }
  const reviews = await read('reviews')
  for (const review of (reviews?.data.reviews as { id: string; placeholder?: boolean }[] | undefined) ?? []) {
    if (review.placeholder) found.push({ file: reviews!.file, line: lineOf(reviews!.lines, `"${review.id}"`), kind: 'PLACEHOLDER', subject: `reviews[${review.id}].placeholder`, note: 'a sample review written for the site' })
  }
  const gettingHere = await read('gettingHere')
  const busStop = gettingHere?.data.busStop as { placeholder?: boolean } | undefined
  if (busStop?.placeholder) found.push({ file: gettingHere!.file, line: lineOf(gettingHere!.lines, '"busStop"'), kind: 'PLACEHOLDER', subject: 'busStop.placeholder', note: 'the nearest bus stop, its lines and the walk: the specification names none' })
  const blog = await read('blog')
  for (const post of (blog?.data.posts as { id: string; draft?: boolean }[] | undefined) ?? []) {
    if (post.draft) found.push({ file: blog!.file, line: lineOf(blog!.lines, `"${post.id}"`), kind: 'DRAFT', subject: `posts[${post.id}].draft`, note: 'a post written for the site, not by the house' })
  }
  return found
}

/** An item of the menu whose allergens the owner has not given yet, where it is in the file and on the menu. */
export interface AllergensNotGiven {
  file: string
  line: number
  /** "food › tacos › taco-amigo": its column, section (and group) and entry. */
  where: string
}

interface MenuPart {
  id: string
  items?: { id: string; allergens?: unknown[] }[]
  subsections?: MenuPart[]
}

/** Every dish and drink of `<contentDir>/data/menu.json` with no allergens given, in the file's order. */
export async function findAllergensNotGiven(contentDir: string, base = process.cwd()): Promise<AllergensNotGiven[]> {
  const file = join(contentDir, 'data', contentFiles.menu.file)
  const text = await readFile(file, 'utf8').catch(() => undefined)
  if (text === undefined) return []
  const lines = text.split('\n')
  const menu = JSON.parse(text) as Record<string, MenuPart[]>
  const walk = (part: MenuPart, path: string[]): AllergensNotGiven[] => [
    ...(part.items ?? []).filter((item) => !item.allergens?.length).map((item) => ({ file: shownPath(base, file), line: lineOf(lines, `"id": "${item.id}"`), where: [...path, part.id, item.id].join(' › ') })),
    ...(part.subsections ?? []).flatMap((subsection) => walk(subsection, [...path, part.id])),
  ]
  return Object.entries(menu).flatMap(([column, sections]) => sections.flatMap((section) => walk(section, [column])))
}

/** Lines of the deploy configuration that still name the example domain. */
async function findExampleDomain(deployDir: string, base = process.cwd()) {
  const host = new URL(placeholderOrigin).host
  const files = await filesUnder(deployDir, /\.conf$/)
  const lines = await Promise.all(files.map(async (file) => (await readFile(file, 'utf8')).split('\n').map((text, index) => ({ file: shownPath(base, file), line: index + 1, text: text.trim() }))))
  return lines.flat().filter(({ text }) => text.includes(host) && !text.startsWith('#'))
}

/** Whether the public origin is one the site can launch with: set, https, and not the example domain. */
export function originProblem(origin: string | undefined): string | undefined {
  if (!origin) return `SITE_ORIGIN is not set: the site would be built for ${placeholderOrigin}`
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return `SITE_ORIGIN=${origin} is not a URL`
  }
  if (url.host === new URL(placeholderOrigin).host || url.hostname.endsWith('.example')) return `SITE_ORIGIN=${origin} is the example domain`
  if (url.protocol !== 'https:') return `SITE_ORIGIN=${origin} is not https`
  return undefined
}

/** "5 public holidays": a count and its noun, one or many. */
const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The last line: ready, or what is left in one line, the holidays to decide among it. */
export function launchSummary({ placeholders, allergensNotGiven = 0, exampleDomainLines, origin, undecidedHolidays }: { placeholders: number; allergensNotGiven?: number; exampleDomainLines: number; origin: boolean; undecidedHolidays: number }): string {
  const left = [
    placeholders && `${counted(placeholders, 'value', 'values')} to replace`,
    allergensNotGiven && `the allergens of ${counted(allergensNotGiven, 'dish or drink', 'dishes and drinks')} to give`,
    undecidedHolidays && `${counted(undecidedHolidays, 'public holiday', 'public holidays')} to decide`,
    exampleDomainLines && `the example domain in ${counted(exampleDomainLines, 'line', 'lines')} of the server configuration`,
    origin && 'the public origin',
  ].filter(Boolean)
  return left.length ? `Not ready to launch: ${left.join(', ')} (docs/owner.md, "Changing facts"; docs/deploying.md).` : 'Ready to launch: nothing is left marked.'
}

if (import.meta.main) {
  const { values } = parseArgs({ options: { content: { type: 'string' }, deploy: { type: 'string' }, today: { type: 'string' }, days: { type: 'string' } } })
  const placeholders = [...(await findDataPlaceholders(values.content ?? 'src/content')), ...(await findPlaceholders(values.content ?? 'src/content'))]
  const allergens = await findAllergensNotGiven(values.content ?? 'src/content')
  const deploy = await findExampleDomain(values.deploy ?? 'deploy')
  const origin = originProblem(process.env.SITE_ORIGIN)
  const { today, days } = holidayOptions(values)
  const holidays = holidayReport(today, { days })
  const summary = launchSummary({ placeholders: placeholders.length, allergensNotGiven: allergens.length, exampleDomainLines: deploy.length, origin: Boolean(origin), undecidedHolidays: holidays.undecided })
  const ready = !placeholders.length && !allergens.length && !deploy.length && !origin && !holidays.undecided
  if (placeholders.length) console.log(`Values still to replace (${placeholders.length}):`)
  for (const item of placeholders) console.log(`  ${item.file}:${item.line}  ${item.kind}  ${item.subject} — ${item.note}`)
  if (allergens.length) console.log(`Dishes and drinks whose allergens are not given yet (${allergens.length}); the menu asks guests to ask until they are:`)
  for (const item of allergens) console.log(`  ${item.file}:${item.line}  ${item.where}`)
  if (deploy.length) console.log(`The example domain in the server configuration (${deploy.length}):`)
  for (const item of deploy) console.log(`  ${item.file}:${item.line}  ${item.text}`)
  if (origin) console.log(`The public origin: ${origin}. Build with SITE_ORIGIN=https://… npm run build.`)
  console.log(holidays.lines.join('\n'))
  console.log(summary)
  process.exit(ready ? 0 : 1)
}
