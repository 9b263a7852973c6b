const [daySource = ''] = Object.values(import.meta.glob<string>('../../src/design/tokens.ts', { eager: true, query: '?raw', import: 'default' }))
const [nightSource = ''] = Object.values(import.meta.glob<string>('../../src/design/nightTokens.ts', { eager: true, query: '?raw', import: 'default' }))

/**
 * The words written beside the tokens in src/design/tokens.ts (the day) and src/design/nightTokens.ts
 * (the night), read from the files themselves: the design decisions at the top, and each token's
 * note (its `/** … *\/` above it, or `// …` after it). The docs pages show them next to the values,
 * so the two cannot tell different stories.
 */

/** Where each theme's tokens are written, and the line their object starts on. */
const sources = {
  day: { text: daySource, start: 'export const tokens' },
  night: { text: nightSource, start: 'export const nightTokens' },
} as const

type SourceTheme = keyof typeof sources

const clean = (comment: string) =>
  comment
    .trim()
    .replace(/^\/\*\*?|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trimEnd())
    .join('\n')
    .trim()

/** The comment at the top of tokens.ts: the look, in the designers' own words. */
export function designNotes(): { intro: string; points: { title: string; text: string }[] } {
  const match = /\/\*\*([\s\S]*?)\*\/\s*export const tokens/.exec(daySource)
  const lines = match ? clean(`/**${match[1]}*/`).split('\n') : []
  const intro: string[] = []
  const points: { title: string; text: string }[] = []
  for (const line of lines) {
    const point = /^- (\w+)\.\s*(.*)$/.exec(line)
    const last = points[points.length - 1]
    if (point?.[1] && point[2] !== undefined) points.push({ title: point[1], text: point[2] })
    else if (/^\s+\S/.test(line) && last) last.text += ` ${line.trim()}`
    else if (line.trim() && !/`theme\.css\.ts`/.test(line)) intro.push(line.trim())
  }
  return { intro: intro.join(' '), points }
}

/**
 * The comment above `nightTokens` in nightTokens.ts, by paragraph: what the night theme is and why,
 * in the designers' words (the first paragraph, the second "The look: …", then how it is checked).
 */
export function nightDesignNotes(): string[] {
  const match = /\/\*\*((?:(?!\*\/)[\s\S])*?)\*\/\s*export const nightTokens/.exec(nightSource)
  if (!match) return []
  return clean(`/**${match[1]}*/`)
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean)
}

/**
 * Each token's note in a theme's file, by group and name: `tokenNotes().color.brand` is "white on
 * brand: 6.6:1; …", `tokenNotes('night').color.brand` what nightTokens.ts says beside its value.
 */
export function tokenNotes(theme: SourceTheme = 'day'): Record<string, Record<string, string>> {
  const { text, start } = sources[theme]
  const notes: Record<string, Record<string, string>> = {}
  let group: string | undefined
  let pending: string[] = []
  let inComment = false
  for (const line of text.slice(Math.max(0, text.indexOf(start))).split('\n')) {
    if (inComment) {
      pending.push(line)
      if (line.includes('*/')) inComment = false
      continue
    }
    const groupStart = /^ {2}(\w+): \{/.exec(line)
    if (groupStart?.[1]) {
      group = groupStart[1]
      notes[group] = {}
      pending = []
      continue
    }
    if (/^\s*\/\*\*/.test(line)) {
      pending = [line]
      inComment = !line.includes('*/')
      continue
    }
    const entry = /^ {4}(\w+): .*?(?:\/\/\s*(.*))?$/.exec(line)
    const groupNotes = group ? notes[group] : undefined
    if (entry?.[1] && groupNotes) {
      const note = [pending.length ? clean(pending.join('\n')) : '', entry[2] ?? ''].filter(Boolean).join(' ')
      if (note) groupNotes[entry[1]] = note
      pending = []
    } else if (!/^\s*\/\//.test(line)) pending = []
  }
  return notes
}
