import isChromatic from 'chromatic/isChromatic'

/**
 * The preview runs "for a machine" when Chromatic captures it, or when our own run of the built
 * Storybook (tests/storybook/) opens it: that run's browser says `StorybookTestRunner` in its user
 * agent, the mark Storybook itself uses for its test runner (it then pauses CSS animations at their
 * end instead of waiting for them). Designers opening Storybook get none of this.
 */
export const testMode = isChromatic() || /StorybookTestRunner/.test(globalThis.navigator?.userAgent ?? '')

/**
 * The moment the clock starts from in test mode: a Friday evening in Riga, 19:30, when the
 * restaurant is open (17:00–02:00), far from any change of status. Pictures of the opening status
 * then never depend on when the run happens.
 */
export const testClockStart = Date.parse('2026-11-20T19:30:00+02:00')

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
 * animations need it to) but starts from `testClockStart`, so "open now" reads the same every run.
 */
export function applyTestMode() {
  const style = document.createElement('style')
  style.dataset.testMode = ''
  style.textContent = stillCss
  document.head.append(style)

  const RealDate = Date
  const offset = testClockStart - RealDate.now()
  const now = () => RealDate.now() + offset
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  })
}
