// Stylesheets react-aria adds to the page while it runs, as `<style>` elements it creates. The
// security policy allows inline styles only by hash, and react-aria has no public way to read
// their text, so it is copied here; tests/browser/libraryStyles.spec.ts compares the copy with what
// react-aria adds in the browser and says what to update when a new version changes it.

/** Added first in the head the first time a pressable control (the vegan switch, a toast's button) hydrates. */
export const pressableStyle = {
  /** react-aria's own id for it (STYLE_ID in its usePress). */
  id: 'react-aria-pressable-style',
  text: `@layer {
  [data-react-aria-pressable] {
    touch-action: pan-x pan-y pinch-zoom;
  }
}`,
}

/** Every stylesheet text react-aria may add, for the security policy's hashes. */
export const libraryStyleTexts = [pressableStyle.text]
