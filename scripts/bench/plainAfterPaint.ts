// The plain page's script, started after the first paint (./plainPage.ts): the same client entry
// (./plainEntry.tsx), imported once the browser has painted the page's first text or picture, so
// that none of its code runs before the page is on the glass.
const painted = new Promise<void>((resolve) => {
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) return requestAnimationFrame(() => setTimeout(resolve))
  new PerformanceObserver((entries, observer) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return
    observer.disconnect()
    resolve()
  }).observe({ type: 'paint', buffered: true })
})
void painted.then(() => import('./plainEntry.tsx'))
