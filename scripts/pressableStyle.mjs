// react-aria's press handling adds one small stylesheet to the page the first time a pressable
// control renders (touch-action for the controls, in node_modules/react-aria/.../usePress.mjs), and
// adds it first in the head. A stylesheet put before the others makes Chromium re-read all of them,
// our fonts included, and lay out the whole page again: 11 ms on this machine just after hydration,
// four times that on a slow phone, for the menu page. react-aria adds it only when no element has
// its id yet, so the prerender writes it in the page's head itself, read from the library's code
// so that it follows the library.
import { readFile } from 'node:fs/promises'
import { runtimeStyles } from './securityHeaders.mjs'

const source = 'node_modules/react-aria/dist/private/interactions/usePress.mjs'

/** The `<style>` element react-aria's usePress would add, with its id and its text. */
export async function pressableStyleElement() {
  const code = await readFile(source, 'utf8')
  const id = code.match(/\bSTYLE_ID\s*=\s*'([^']+)'/)?.[1]
  const [css, ...others] = runtimeStyles(code, source)
  if (!id || !css || others.length) throw new Error(`${source}: its pressable stylesheet (an id and one text) was not found; see scripts/pressableStyle.mjs`)
  return `<style id="${id}">${css}</style>`
}
