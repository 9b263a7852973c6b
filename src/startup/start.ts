// The page's one module script (the \`start\` entry, scripts/build/clientEntries.ts). The page is
// prerendered and works before hydration, so it waits until the first screen is drawn, asks for the
// page's files, and only then imports React DOM and the client entry, which hydrates
// (docs/architecture.md, "Loading"). Every module here runs before the application is downloaded.
import { isChunkLoadError, recoverFromFailedModule, registerReloadOnChunkError } from './reloadOnChunkError'
import { firstScreenDrawn } from './firstScreenDrawn'
import { loadPageStylesheets, preloadPageModules, startModules } from './pageAssets'
import { nextTask, warmIntl } from './warmIntl'

// First: a deploy that replaced the files under this page makes its lazy modules fail to load.
registerReloadOnChunkError()

/**
 * Runs a step that only makes the start faster or smoother. If it throws, the page starts without
 * it: one failing step must never leave the page without its scripts.
 */
async function speedUp(step: () => unknown): Promise<void> {
  try {
    await step()
  } catch {
    // Skipped: what it prepares, hydration does itself.
  }
}

/**
 * What hydration would do in a few long tasks, in several short ones: React DOM, half the code, is
 * evaluated in a task of its own, Intl's data is loaded in others, then the application runs. A slow
 * phone's main thread is free in between for a tap or a scroll (docs/architecture.md, "Loading").
 */
async function startApplication(pageModules: Promise<void>): Promise<void> {
  const [react, application] = startModules()
  if (!react || !application) throw new Error('The page lists no modules to start (data-start on its module script)')
  await import(/* @vite-ignore */ react)
  await nextTask()
  await speedUp(() => warmIntl(document.documentElement.lang))
  // Every module of the page is on hand before the router starts: a route whose code was still
  // downloading when the visitor left would make TanStack Router reload the page (its own recovery
  // from a deploy), undoing the visitor's navigation.
  await pageModules
  await import(/* @vite-ignore */ application)
}

/**
 * The prerendered page keeps working without its scripts (links, forms and disclosures), so a
 * start that fails only loses what the scripts add. A module a deploy removed reloads the page once;
 * a visitor who left mid-start needs no message; anything else is said once in the console.
 */
async function reportFailedStart(error: unknown): Promise<void> {
  if (isChunkLoadError(error) && (await recoverFromFailedModule(error)) !== 'failed') return
  console.error('Amigo: the page could not start its scripts and works without them.', error)
}

// The page is prerendered and works before hydration, so the application is neither downloaded
// nor run before the first screen is on the glass (docs/architecture.md, "Loading").
await speedUp(firstScreenDrawn)
const stylesheets = speedUp(loadPageStylesheets)
const pageModules = speedUp(preloadPageModules)
await stylesheets
await startApplication(pageModules).catch(reportFailedStart)
