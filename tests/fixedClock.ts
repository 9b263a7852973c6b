/**
 * The one moment every test that is not about time runs at: a Friday evening in Riga, 19:30, when
 * the restaurant is open (17:00–02:00) and hours from any change of status. Pages, stories and their
 * pictures then read the same whatever the machine's clock says; a test of time sets its own moment
 * (tests/openingMoments.ts). Shared by every runner: Playwright's browser and production tests
 * (`clock.install`), the cross-engine suite (`installFixedClock`, written into each page) and the
 * built Storybook (.storybook/testMode.ts).
 */
export const fixedNow = new Date('2026-11-20T19:30:00+02:00')

/**
 * Makes the page's clock start at `start` and run on from there: `Date` and `Date.now()` only;
 * timers keep real time. For engines whose driver has no clock of its own. Runs in the page, so it
 * uses nothing from around it.
 */
export function installFixedClock(start: number): void {
  const RealDate = Date
  const offset = start - RealDate.now()
  const now = () => RealDate.now() + offset
  globalThis.Date = new Proxy(RealDate, {
    construct: (target, args, newTarget) => Reflect.construct(target, args.length ? args : [now()], newTarget),
    apply: () => new RealDate(now()).toString(),
    get: (target, property, receiver) => (property === 'now' ? now : Reflect.get(target, property, receiver)),
  })
}
