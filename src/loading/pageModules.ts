/**
 * Asks for the modules the page needs to hydrate (the application, the page's route, its
 * language's catalog), which the prerender lists on the client entry's script element as
 * `data-modules`. They are not `<link rel="modulepreload">` in the head on purpose: requested there,
 * they share the connection with the HTML, the fonts and the pictures of the first screen. Asked
 * for here, after the first screen is drawn, they load together instead of one after another.
 */
export function preloadPageModules(): void {
  const entry = document.querySelector<HTMLScriptElement>('script[type="module"][data-modules]')
  for (const href of entry?.dataset.modules?.split(' ').filter(Boolean) ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    link.href = href
    document.head.append(link)
  }
}
