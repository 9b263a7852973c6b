// Loaded first in every page of the cross-engine suite's copy of the site (tests/engines/globalSetup.ts),
// for an engine whose WebDriver reads no console (WebKit): what would be a console error there is
// kept in sessionStorage, which outlives the page's navigations in the same tab.
{
  const key = 'engines:console-errors'
  const record = (text) => {
    try {
      const kept = JSON.parse(sessionStorage.getItem(key) || '[]')
      kept.push(`${text} (at ${location.pathname})`)
      sessionStorage.setItem(key, JSON.stringify(kept))
    } catch {
      // A page that makes storage throw on purpose keeps no log.
    }
  }
  // oxlint-disable-next-line unicorn/consistent-function-scoping -- kept out of the page's global scope
  const describe = (value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))
  const consoleError = console.error
  console.error = (...values) => {
    record(values.map(describe).join(' '))
    consoleError.apply(console, values)
  }
  // Uncaught exceptions. (A file that fails to load is the site server's to report: a load the
  // browser cancels because the visitor leaves is no error, and WebKit reports both alike.)
  addEventListener('error', (event) => record(`Uncaught ${describe(event.error ?? event.message)}`))
  addEventListener('unhandledrejection', (event) => record(`Uncaught (in promise) ${describe(event.reason)}`))
  addEventListener('securitypolicyviolation', (event) => record(`Refused by the security policy: ${event.violatedDirective} ${event.blockedURI}`))
}
