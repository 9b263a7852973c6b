import { browserLanguageSignals, resolveLanguage } from './i18n/resolveLanguage'

// Runs in the head of the unprefixed entry pages (/, /menu, …): before anything paints, it sends the
// visitor to the same page in their language, keeping query and hash. Without JavaScript the page
// lists the seven languages as links.
const { pathname, search, hash } = window.location
window.location.replace(`/${resolveLanguage(browserLanguageSignals())}${pathname}${search}${hash}`)
