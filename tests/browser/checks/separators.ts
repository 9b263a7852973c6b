import type { Locator } from '@playwright/test'

/**
 * Every separator dot ("·" or "•") inside `scope` that a line break left alone at the end or the
 * start of a line ("10 April 2025 ·" over "5 min read"), and every range of figures broken at its
 * dash ("21:00–" over "00:00"), each as the words around it; none when each stands between two
 * things on its own line. Measured on the page as laid out, from
 * where each character is drawn. In the live line a dot may start a line, never end one: its
 * wrapped part begins with the dot that joins it (docs/decisions/0061-the-live-line.md).
 */
export async function danglingSeparators(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) => {
    // By their middles: glyph boxes can be taller than a tight line, so two lines' boxes may overlap.
    // oxlint-disable-next-line unicorn/consistent-function-scoping -- the page runs this one function: its helpers live inside it
    const sameLine = (a: { top: number; bottom: number }, b: { top: number; bottom: number }) => Math.abs(a.top + a.bottom - b.top - b.bottom) / 2 < (a.bottom - a.top) / 3
    // Each visible character that is not a space, in reading order, with the box it is drawn in.
    const characters: { text: string; top: number; bottom: number; inLiveLine: boolean }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? ''
      const inLiveLine = Boolean(node.parentElement?.closest('[data-live-line-words]'))
      for (let index = 0; index < text.length; index++) {
        if (!text[index]!.trim()) continue
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const box = range.getBoundingClientRect()
        if (box.width > 0 && box.height > 0) characters.push({ text: text[index]!, top: box.top, bottom: box.bottom, inLiveLine })
      }
    }
    const words = (from: number, to: number) => characters.slice(Math.max(0, from), to).map((character) => character.text).join('')
    const problems: string[] = []
    characters.forEach((character, index) => {
      const before = characters[index - 1]
      const after = characters[index + 1]
      const isRange = character.text === '–' && /\d/.test(before?.text ?? '') && /\d/.test(after?.text ?? '')
      if (!'·•'.includes(character.text) && !isRange) return
      if (before && after && sameLine(before, character) && sameLine(character, after)) return
      if (!isRange && character.inLiveLine && after && sameLine(character, after)) return
      const what = isRange ? 'the range’s dash' : 'the dot'
      problems.push(`“${words(index - 12, index)} ${character.text} ${words(index + 1, index + 13)}”: ${what} ${after && !sameLine(character, after) ? 'ends' : 'starts'} a line`)
    })
    return problems
  })
}
