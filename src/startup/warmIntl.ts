/** Resolves in a later task: the main thread is free in between for a tap, a scroll or a paint. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/**
 * The first use of each kind of Intl formatter loads its data from ICU, a pause a slow phone feels.
 * Hydration makes several such first uses: react-aria reads the
 * browser's locale when its module is evaluated, Lingui picks plurals, the pages format prices,
 * ratings and dates. Inside hydration they lengthen its longest tasks; made here first, each in a
 * task of its own while the application downloads, they find the data already loaded.
 *
 * Only a speed-up: it uses the page's own language (the browser's may be no valid tag at all), and
 * a use that throws anyway is skipped, never stopping the page from starting.
 */
export async function warmIntl(language: string): Promise<void> {
  const firstUses = [
    () => Intl.DateTimeFormat.supportedLocalesOf([language]),
    () => new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', currencyDisplay: 'narrowSymbol' }).format(1),
    () => new Intl.PluralRules(language).select(1),
    () => new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(0),
  ]
  for (const firstUse of firstUses) {
    try {
      firstUse()
    } catch {
      // The data it would have loaded is loaded by hydration instead.
    }
    await nextTask()
  }
}
