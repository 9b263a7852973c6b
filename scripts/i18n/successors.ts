/** A message as the pairing sees it: its English text, where it is used and what it tells translators. */
export interface MessageSketch {
  id: string
  english: string
  context: string | undefined
  /** The `#.` comment for translators. */
  comment: string
  /** The source files that use it (`#:`). */
  files: string[]
}

/** How alike two English texts must be to pair them on their words alone: gettext's msgmerge uses the same bar. */
export const similarEnough = 0.6

/** How alike two comments must be to call them the same: one word edited with the text ("shrimp" → "prawns"). */
const sameCommentEnough = 0.8

/**
 * Pairs each new message with the removed message it replaces, so that its translations can be kept
 * as fuzzy suggestions. A new message takes a removed one when their English texts are alike
 * (`similarEnough`), or when a file that used the removed one uses the new one under (nearly) the
 * same comment for translators: a rewritten text keeps its place and its comment even when few of
 * its words stay ("Write an e-mail" → "E-mail us", "Shrimp" → "Prawns"). The closest pairs are made
 * first; each message pairs once. Last, a file's one message lost pairs with its one message gained.
 */
export function successorsOf(removed: MessageSketch[], added: MessageSketch[]): Map<string, string> {
  const candidates = added.flatMap((next, nextIndex) =>
    removed.flatMap((old, oldIndex) => {
      const likeness = similarity(old.english, next.english)
      const samePlace = next.files.some((file) => old.files.includes(file))
      const sameComment = samePlace && old.comment !== '' && similarity(old.comment, next.comment) >= sameCommentEnough
      if (likeness < similarEnough && !sameComment) return []
      const score = likeness + (sameComment ? 1 : 0) + (samePlace ? 0.5 : 0) + (old.context === next.context ? 0.1 : 0)
      return [{ next: next.id, old: old.id, score, order: nextIndex * removed.length + oldIndex }]
    }),
  )
  candidates.sort((a, b) => b.score - a.score || a.order - b.order)
  const successors = new Map<string, string>()
  const taken = new Set<string>()
  for (const { next, old } of candidates) {
    if (successors.has(next) || taken.has(old)) continue
    successors.set(next, old)
    taken.add(old)
  }
  // A text rewritten with its comment shares nothing with the old one but its place: where a file
  // has lost exactly one message and gained exactly one, the new one takes the old one's
  // translations as fuzzy suggestions (a translator reads the previous English beside them) rather
  // than six translations being dropped without a trace.
  for (const file of new Set(added.flatMap((next) => next.files))) {
    const gained = added.filter((next) => !successors.has(next.id) && next.files.includes(file))
    const lost = removed.filter((old) => !taken.has(old.id) && old.files.includes(file))
    if (gained.length !== 1 || lost.length !== 1) continue
    successors.set(gained[0]!.id, lost[0]!.id)
    taken.add(lost[0]!.id)
  }
  return successors
}

/** 2 × the longest common subsequence of characters ÷ the two lengths: 1 for equal texts, 0 for nothing shared. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1
  if (!a.length || !b.length) return 0
  let previous = new Uint16Array(b.length + 1)
  let current = new Uint16Array(b.length + 1)
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      current[j] = a[i - 1] === b[j - 1] ? previous[j - 1]! + 1 : Math.max(previous[j]!, current[j - 1]!)
    }
    ;[previous, current] = [current, previous]
  }
  return (2 * previous[b.length]!) / (a.length + b.length)
}
