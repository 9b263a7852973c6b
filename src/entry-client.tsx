import { registerReloadOnChunkError } from './loading/reloadOnChunkError'
import { firstScreenDrawn } from './loading/firstScreenDrawn'
import { loadPageStylesheets, preloadPageModules, startModules } from './loading/pageAssets'
import { nextTask, warmIntl } from './loading/warmIntl'

// First: a deploy that replaced the files under this page makes its lazy modules fail to load.
registerReloadOnChunkError()

// The page is prerendered and works before hydration, so the application is neither downloaded
// nor run before the first screen is on the glass (docs/architecture.md, "Loading").
await firstScreenDrawn()
const stylesheets = loadPageStylesheets()
preloadPageModules()
await stylesheets
// What hydration would do in a few long tasks, in several short ones: React DOM, half the code, is
// evaluated in a task of its own, Intl's data is loaded in others, then the application runs. A slow
// phone's main thread is free in between for a tap or a scroll (docs/architecture.md, "Loading").
if (import.meta.env.DEV) {
  await import('./hydratePage')
} else {
  const [react, application] = startModules()
  if (!react || !application) throw new Error('The page lists no modules to start (data-start on its module script)')
  await import(/* @vite-ignore */ react)
  await nextTask()
  await warmIntl(document.documentElement.lang)
  await import(/* @vite-ignore */ application)
}
