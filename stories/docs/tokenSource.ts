const [source = ''] = Object.values(import.meta.glob<string>('../../src/design/tokens.ts', { eager: true, query: '?raw', import: 'default' }))

/**
 * The words written beside the tokens in src/design/tokens.ts, read from the file itself: the
 * design decisions at the top, and each token's note (its `/** … *\/` above it, or `// …` after
 * it). The docs pages show them next to the values, so the two cannot tell different stories.
 */

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
  const match = /\/\*\*([\s\S]*?)\*\/\s*export const tokens/.exec(source)
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

/** Each token's note, by group and name: `notes.color.brand` is "white on brand: 6.6:1; …". */
export function tokenNotes(): Record<string, Record<string, string>> {
  const notes: Record<string, Record<string, string>> = {}
  let group: string | undefined
  let pending: string[] = []
  let inComment = false
  for (const line of source.slice(source.indexOf('export const tokens')).split('\n')) {
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
