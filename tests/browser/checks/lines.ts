import type { Locator } from '@playwright/test'

/**
 * The text of an element line by line, as the browser has laid it out: each character is placed on
 * the line it is drawn on, read from where it is drawn. What a visitor sees of a wrapped label or
 * heading ("Rufen Sie uns an:", "+371 2000 0000"), whatever spans and icons it is made of.
 * Characters in a box of 1 px or less (visually hidden text) are left out.
 */
export async function linesOf(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const lines: { middle: number; text: string }[] = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue
      const text = node.textContent ?? ''
      for (let index = 0; index < text.length; index++) {
        const range = document.createRange()
        range.setStart(node, index)
        range.setEnd(node, index + 1)
        const box = range.getBoundingClientRect()
        if (box.height === 0) continue
        // Glyph boxes can be taller than the line (a tight line height): two lines' boxes overlap, their middles do not.
        const middle = (box.top + box.bottom) / 2
        const line = lines.find((candidate) => Math.abs(candidate.middle - middle) < box.height / 3)
        if (line) line.text += text[index]
        else lines.push({ middle, text: text[index]! })
      }
    }
    return lines.toSorted((a, b) => a.middle - b.middle).map((line) => line.text.replace(/\s+/g, ' ').trim()).filter(Boolean)
  })
}
