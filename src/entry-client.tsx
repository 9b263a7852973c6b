import { registerReloadOnChunkError } from './loading/reloadOnChunkError'
import { firstScreenDrawn } from './loading/firstScreenDrawn'
import { loadPageStylesheets, preloadPageModules } from './loading/pageAssets'

// First: a deploy that replaced the files under this page makes its lazy modules fail to load.
registerReloadOnChunkError()

// The page is prerendered and works before hydration, so the application is neither downloaded
// nor run before the first screen is on the glass (docs/architecture.md, "Loading").
await firstScreenDrawn()
const stylesheets = loadPageStylesheets()
preloadPageModules()
await stylesheets
await import('./hydratePage')
