/**
 * What the start-up script asks for once the first screen is drawn, as the prerender listed it on the
 * entry's script element (docs/architecture.md, "Loading"): the rest of the site's stylesheet
 * (`data-stylesheets`; the head inlines the rules the page's markup uses, this file holds the
 * others) and the modules the page needs to hydrate (`data-modules`: the application, the page's
 * route, its catalog parts).
 * They are not in the head on purpose: there they would share a slow connection with the HTML, the
 * fonts and the pictures of the first screen. Asked for here, they load together, not one by one.
 */
const entryScript = () => document.querySelector<HTMLScriptElement>('script[type="module"][data-modules]')

const listed = (value: string | undefined) => value?.split(' ').filter(Boolean) ?? []

function appendLink(rel: string, href: string): HTMLLinkElement {
  const link = document.createElement('link')
  link.rel = rel
  link.href = href
  document.head.append(link)
  return link
}

/**
 * The entries the start-up script imports, in order (`data-start`: React DOM, then the client entry).
 * Imported by address, they leave the start-up script a file without imports of the bundle's own:
 * nothing more in the head.
 */
export const startModules = (): string[] => listed(entryScript()?.dataset.start)

/** Settles when the element has loaded or failed to. */
const settled = (link: HTMLLinkElement) =>
  new Promise<void>((settle) => {
    link.addEventListener('load', () => settle(), { once: true })
    link.addEventListener('error', () => settle(), { once: true })
  })

/**
 * Asks for the page's modules, so they download in parallel before the application imports them,
 * and settles once every one has arrived or failed.
 */
export function preloadPageModules(): Promise<void> {
  const links = listed(entryScript()?.dataset.modules).map((href) => appendLink('modulepreload', href))
  return Promise.all(links.map(settled)).then(() => {})
}

/**
 * Adds the rest of the stylesheet, and settles when it has loaded or failed: hydration waits for it, since
 * what scripts show (a dialog, the map, a status) may use rules the inlined part left out.
 */
export function loadPageStylesheets(): Promise<void> {
  const links = listed(entryScript()?.dataset.stylesheets).map((href) => appendLink('stylesheet', href))
  return Promise.all(links.map(settled)).then(() => {})
}
