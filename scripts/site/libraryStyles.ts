// Stylesheets react-aria adds to the page while it runs, as `<style>` elements it creates. The
// security policy allows inline styles only by hash, and react-aria has no public way to read
// their text, so it is copied here; tests/browser/libraryStyles.spec.ts compares the copy with what
// react-aria adds in the browser and says what to update when a new version changes it.

/**
 * Added first in the head the first time a pressable control renders, unless an element with its id
 * is there already. Added after the first paint, a stylesheet before the page's own makes Chromium
 * restyle and lay out the whole page again, fonts included: on the Latvian menu a task of 166 to 288
 * ms on a phone (CPU 4x). So the prerender writes it into every page (docs/decisions.md, "The plain
 * page, piece by piece").
 */
export const pressableStyle = {
  /** react-aria's own id for it (STYLE_ID in its usePress). */
  id: 'react-aria-pressable-style',
  text: `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
}

/** Added while a modal dialog is open on iOS, to keep the page behind it from scrolling. */
export const preventScrollStyle = `@layer {
  * {
    overscroll-behavior: contain;
  }
}`

/** Every stylesheet text react-aria may add, for the security policy's hashes. */
export const libraryStyleTexts = [pressableStyle.text, preventScrollStyle]

/** The pressable stylesheet as the prerender writes it, before the page's own. */
export const pressableStyleElement = `<style id="${pressableStyle.id}">${pressableStyle.text}</style>`
