import { showDatedParts } from './hours/datedParts'

// The first script of every page, inlined at the end of its head by the prerender: as the parser
// writes the page, the parts that hold only on some days (the coming exceptions, what is on tonight)
// are shown for the visitor's day in Riga. A mutation observer's callback runs before the browser
// paints again, so the first paint already has them, and nothing moves when the page's own script
// comes and keeps them current (./entry-client.ts; docs/decisions/0040).
const observer = new MutationObserver(() => showDatedParts())
observer.observe(document.documentElement, { childList: true, subtree: true })
document.addEventListener('DOMContentLoaded', () => observer.disconnect(), { once: true })
