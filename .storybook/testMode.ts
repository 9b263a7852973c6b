import isChromatic from 'chromatic/isChromatic'
import { fixedNow, installFixedClock } from '../tests/fixedClock'

/**
 * The preview runs "for a machine" when Chromatic captures it, or when our own run of the built
 * Storybook (tests/storybook/) opens it: that run's browser says `StorybookTestRunner` in its user
 * agent, the mark Storybook itself uses for its test runner (it then pauses CSS animations at their
 * end instead of waiting for them). Designers opening Storybook get none of this.
 */
export const testMode = isChromatic() || /StorybookTestRunner/.test(globalThis.navigator?.userAgent ?? '')

/** Everything moves at once: no transition or animation caught half-way, no blinking caret. */
const stillCss = `
*, *::before, *::after {
  animation-delay: 0s !important;
  animation-duration: 0s !important;
  animation-iteration-count: 1 !important;
  transition-delay: 0s !important;
  transition-duration: 0s !important;
  scroll-behavior: auto !important;
  caret-color: transparent !important;
}`

/**
 * Freezes what would make two pictures of the same story differ: animations and transitions, and
 * the wall clock. The clock still runs (timers, toasts that leave after five seconds, the map's
 * animations need it to) but starts from the suite's fixed moment (tests/fixedClock.ts), so
 * "open now" reads the same every run.
 */
export function applyTestMode() {
  const style = document.createElement('style')
  style.dataset.testMode = ''
  style.textContent = stillCss
  document.head.append(style)

  installFixedClock(fixedNow.getTime())
}
