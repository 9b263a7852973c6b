/**
 * The message ids a module's code references, read after Lingui's macro has run: every `t`,
 * `msg`, `<Trans>` and `plural` becomes a descriptor `{ id: "…" }` or a `<Trans id="…">`. Other
 * objects with an `id` are caught too; that is harmless, since a part keeps only ids the catalog
 * has.
 */
export function messageIdsIn(code: string): string[] {
  const ids = new Set<string>()
  for (const match of code.matchAll(/\bid\s*[:=]\s*(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)')/g)) {
    const literal = match[1] ?? match[2] ?? ''
    ids.add(literal.replace(/\\(.)/g, '$1'))
  }
  return [...ids]
}
