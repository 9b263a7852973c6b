// Stylesheets react-aria adds to the page while it runs, as `<style>` elements it creates. The
// security policy allows inline styles only by hash, and react-aria has no public way to read
// their text, so it is copied here; tests/browser/libraryStyles.spec.ts compares the copy with what
// react-aria adds in the browser and says what to update when a new version changes it.

/** Added first in the head the first time a pressable control renders. */
export const pressableStyle = `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`

/** Added while a modal dialog is open on iOS, to keep the page behind it from scrolling. */
export const preventScrollStyle = `@layer {
  * {
    overscroll-behavior: contain;
  }
}`

/** Every stylesheet text react-aria may add, for the security policy's hashes. */
export const libraryStyleTexts = [pressableStyle, preventScrollStyle]
