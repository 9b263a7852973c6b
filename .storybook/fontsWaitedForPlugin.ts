import type { Plugin } from 'vite'

const fontsFile = '/src/design/fonts.css'

/**
 * In Storybook the fonts are waited for (`font-display: block`), not kept to what a text was first
 * drawn in (`optional`, as on the site). Storybook keeps one document for story after story, and
 * under `optional` a face that misses its first 100 ms stays unused in that document however long
 * it lives, so neither the preview's loader nor Playwright's wait for fonts can bring it back: in
 * one full run on a busy machine, 21 of 222 stories' pictures, all from one test worker after its
 * 70th test, had their headings in the fallback. Under `block` a late face is always drawn.
 */
export function fontsWaitedForPlugin(): Plugin {
  return {
    name: 'amigo:fonts-waited-for',
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith(fontsFile)) return undefined
      if (!code.includes('font-display: optional')) throw new Error(`${fontsFile} no longer says font-display: optional; see .storybook/fontsWaitedForPlugin.ts`)
      return code.replaceAll('font-display: optional', 'font-display: block')
    },
  }
}
